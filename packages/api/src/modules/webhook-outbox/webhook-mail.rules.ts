// The e-mail when a webhook endpoint is switched off after a day of failed deliveries: to the managers
// of organisations (advisers with the beheer permission), Dutch or English as each reads, and to the
// organisation's technical contact, whose language the service does not know: Dutch, then English.

export function endpointUitgeschakeldMail(
  taal: 'NL' | 'EN',
  voornaam: string,
  e: { organisatie: string; client: string; url: string },
): { onderwerp: string; tekst: string } {
  if (taal === 'EN')
    return {
      onderwerp: `Webhook of ${e.organisatie} switched off`,
      tekst: `Dear ${voornaam},\n\nFor 24 hours the webhook address of ${e.organisatie} (client ${e.client}) did not accept our messages:\n${e.url}\n\nWe have switched it off; no messages are lost. Once the receiving system works again, the organisation can send a failed message again, which switches the address on again and sends the messages that waited.\n\nKind regards,\nIKV-service\n`,
    };
  return {
    onderwerp: `Webhook van ${e.organisatie} uitgeschakeld`,
    tekst: `Beste ${voornaam},\n\nHet webhookadres van ${e.organisatie} (systeem ${e.client}) heeft 24 uur lang onze berichten niet aangenomen:\n${e.url}\n\nWij hebben het uitgeschakeld; er gaat geen bericht verloren. Zodra het ontvangende systeem weer werkt, kan de organisatie een mislukt bericht opnieuw laten versturen: dan staat het adres weer aan en gaan de wachtende berichten alsnog.\n\nMet vriendelijke groet,\nIKV-service\n`,
  };
}

/** To the organisation's technical contact: both languages, the Dutch first. */
export function endpointUitgeschakeldContactMail(e: { organisatie: string; client: string; url: string }): {
  onderwerp: string;
  tekst: string;
} {
  return {
    onderwerp: `Webhook van ${e.organisatie} uitgeschakeld / Webhook of ${e.organisatie} switched off`,
    tekst:
      `Geachte technisch contactpersoon van ${e.organisatie},\n\nHet webhookadres van ${e.organisatie} (systeem ${e.client}) heeft 24 uur lang onze berichten niet aangenomen:\n${e.url}\n\nWij hebben het uitgeschakeld; er gaat geen bericht verloren. Zodra uw ontvangende systeem weer werkt, laat u een mislukt bericht opnieuw versturen (POST /webhooks/{id}/afleveringen/{afleveringId}/opnieuw): dan staat het adres weer aan en gaan de wachtende berichten alsnog.\n\n` +
      `---\n\nDear technical contact of ${e.organisatie},\n\nFor 24 hours the webhook address of ${e.organisatie} (client ${e.client}) did not accept our messages:\n${e.url}\n\nWe have switched it off; no messages are lost. Once your receiving system works again, send a failed message again (POST /webhooks/{id}/afleveringen/{afleveringId}/opnieuw): that switches the address on again and sends the messages that waited.\n\nMet vriendelijke groet / Kind regards,\nIKV-service\n`,
  };
}
