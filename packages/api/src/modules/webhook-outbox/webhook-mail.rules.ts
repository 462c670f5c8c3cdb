// The e-mail to the managers of organisations (advisers with the beheer permission) when a webhook
// endpoint is switched off after a day of failed deliveries: Dutch, or English for an English reader.

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
