-- CreateEnum
CREATE TYPE "Rol" AS ENUM ('ONDERNEMER', 'ADVISEUR');

-- CreateEnum
CREATE TYPE "Taal" AS ENUM ('NL', 'EN');

-- CreateEnum
CREATE TYPE "LidmaatschapRol" AS ENUM ('EIGENAAR', 'PARTNER');

-- CreateEnum
CREATE TYPE "UitnodigingStatus" AS ENUM ('OPENSTAAND', 'GEACCEPTEERD', 'AFGEWEZEN', 'INGETROKKEN', 'VERLOPEN');

-- CreateEnum
CREATE TYPE "VerklaringType" AS ENUM ('IKV', 'ORIENTATIE');

-- CreateEnum
CREATE TYPE "AanvraagStatus" AS ENUM ('INGEDIEND', 'IN_BEHANDELING', 'AANVULLING_NODIG', 'AFGEROND', 'AFGEWEZEN', 'INGETROKKEN');

-- CreateEnum
CREATE TYPE "AfspraakStatus" AS ENUM ('VOORGESTELD', 'BEVESTIGD', 'AFGEWEZEN', 'GEANNULEERD');

-- CreateEnum
CREATE TYPE "NotificatieType" AS ENUM ('PARTNER_UITNODIGING', 'AANVRAAG_STATUS', 'IKV', 'CHAT', 'AFSPRAAK', 'SYSTEEM');

-- CreateEnum
CREATE TYPE "CodeDoel" AS ENUM ('EMAIL_VERIFICATIE', 'WACHTWOORD_RESET', 'EMAIL_WIJZIGING', 'TWO_FACTOR_CHALLENGE');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('IN_WACHTRIJ', 'VERZONDEN', 'MISLUKT');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "rol" "Rol" NOT NULL DEFAULT 'ONDERNEMER',
    "voornaam" TEXT NOT NULL,
    "achternaam" TEXT NOT NULL,
    "telefoonnummer" TEXT,
    "geboortedatum" DATE,
    "taal" "Taal" NOT NULL DEFAULT 'NL',
    "emailGeverifieerdOp" TIMESTAMPTZ(3),
    "twoFactorSecretEnc" TEXT,
    "twoFactorEnabled" BOOLEAN NOT NULL DEFAULT false,
    "twoFactorLastStep" BIGINT,
    "sessieVersie" INTEGER NOT NULL DEFAULT 0,
    "verwijderdOp" TIMESTAMPTZ(3),
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bijgewerktOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "companies" (
    "id" TEXT NOT NULL,
    "kvkNummer" TEXT NOT NULL,
    "naam" TEXT NOT NULL,
    "juridischeNaam" TEXT NOT NULL,
    "rechtsvorm" TEXT NOT NULL,
    "formeleRegistratiedatum" DATE,
    "adres" JSONB NOT NULL,
    "adressen" JSONB NOT NULL DEFAULT '[]',
    "sbiActiviteiten" JSONB NOT NULL DEFAULT '[]',
    "registerGegevens" JSONB NOT NULL,
    "registerOpgehaaldOp" TIMESTAMPTZ(3) NOT NULL,
    "naamOverride" TEXT,
    "adresOverride" JSONB,
    "eigenaarCheck" JSONB,
    "aandeelTotaal" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bijgewerktOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_members" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rol" "LidmaatschapRol" NOT NULL,
    "aandeelPercentage" DECIMAL(5,2) NOT NULL,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bijgewerktOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "company_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_invitations" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "uitnodigerId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "genodigdeId" TEXT,
    "aandeelPercentage" DECIMAL(5,2) NOT NULL,
    "status" "UitnodigingStatus" NOT NULL DEFAULT 'OPENSTAAND',
    "tokenHash" TEXT NOT NULL,
    "verlooptOp" TIMESTAMPTZ(3) NOT NULL,
    "beantwoordOp" TIMESTAMPTZ(3),
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partner_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "financial_years" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "jaar" INTEGER NOT NULL,
    "fiscaleWinst" DECIMAL(14,2) NOT NULL,
    "vlottendeActiva" DECIMAL(14,2) NOT NULL,
    "immaterieleActiva" DECIMAL(14,2) NOT NULL,
    "eigenVermogen" DECIMAL(14,2) NOT NULL,
    "balanstotaal" DECIMAL(14,2) NOT NULL,
    "balanscorrectie" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "balanscorrectieReden" TEXT,
    "afgeleid" JSONB,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bijgewerktOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "financial_years_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "aanvragen" (
    "id" TEXT NOT NULL,
    "nummer" SERIAL NOT NULL,
    "companyId" TEXT NOT NULL,
    "ondernemerId" TEXT NOT NULL,
    "verklaringType" "VerklaringType" NOT NULL,
    "status" "AanvraagStatus" NOT NULL DEFAULT 'INGEDIEND',
    "toetsinkomen" DECIMAL(14,2),
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bijgewerktOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "aanvragen_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "aanvraag_status_changes" (
    "id" TEXT NOT NULL,
    "aanvraagId" TEXT NOT NULL,
    "vanStatus" "AanvraagStatus",
    "naarStatus" "AanvraagStatus" NOT NULL,
    "doorId" TEXT,
    "opmerking" TEXT,
    "op" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "aanvraag_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "aanvraag_remarks" (
    "id" TEXT NOT NULL,
    "aanvraagId" TEXT NOT NULL,
    "auteurId" TEXT,
    "tekst" TEXT NOT NULL,
    "zichtbaarVoorOndernemer" BOOLEAN NOT NULL DEFAULT true,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "aanvraag_remarks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ikv_results" (
    "id" TEXT NOT NULL,
    "aanvraagId" TEXT NOT NULL,
    "versie" INTEGER NOT NULL,
    "regelsVersie" TEXT NOT NULL,
    "invoer" JSONB NOT NULL,
    "resultaat" JSONB NOT NULL,
    "toetsinkomen" DECIMAL(14,2),
    "berekendDoorId" TEXT,
    "berekendOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ikv_results_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" "NotificatieType" NOT NULL,
    "titel" TEXT NOT NULL,
    "bericht" TEXT NOT NULL,
    "gelezen" BOOLEAN NOT NULL DEFAULT false,
    "aanvraagId" TEXT,
    "uitnodigingId" TEXT,
    "afspraakId" TEXT,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_messages" (
    "id" TEXT NOT NULL,
    "aanvraagId" TEXT NOT NULL,
    "afzenderId" TEXT,
    "bericht" TEXT NOT NULL,
    "verzondenOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_read_states" (
    "aanvraagId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "gelezenTot" TIMESTAMPTZ(3) NOT NULL,
    "gemaildTot" TIMESTAMPTZ(3),

    CONSTRAINT "chat_read_states_pkey" PRIMARY KEY ("aanvraagId","userId")
);

-- CreateTable
CREATE TABLE "availability_series" (
    "id" TEXT NOT NULL,
    "adviseurId" TEXT NOT NULL,
    "weekdag" INTEGER NOT NULL,
    "startTijd" TEXT NOT NULL,
    "eindTijd" TEXT NOT NULL,
    "vanafDatum" DATE NOT NULL,
    "totDatum" DATE NOT NULL,
    "notitie" TEXT,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "availability_series_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "availability" (
    "id" TEXT NOT NULL,
    "adviseurId" TEXT NOT NULL,
    "start" TIMESTAMPTZ(3) NOT NULL,
    "eind" TIMESTAMPTZ(3) NOT NULL,
    "notitie" TEXT,
    "reeksId" TEXT,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bijgewerktOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "availability_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appointments" (
    "id" TEXT NOT NULL,
    "adviseurId" TEXT NOT NULL,
    "ondernemerId" TEXT NOT NULL,
    "aanvraagId" TEXT,
    "start" TIMESTAMPTZ(3) NOT NULL,
    "eind" TIMESTAMPTZ(3) NOT NULL,
    "onderwerp" TEXT NOT NULL,
    "locatie" TEXT,
    "status" "AfspraakStatus" NOT NULL DEFAULT 'VOORGESTELD',
    "voorgesteldDoor" "Rol" NOT NULL,
    "reden" TEXT,
    "herinneringVerstuurdOp" TIMESTAMPTZ(3),
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "bijgewerktOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "appointments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appointment_events" (
    "id" TEXT NOT NULL,
    "afspraakId" TEXT NOT NULL,
    "actie" TEXT NOT NULL,
    "vanStatus" "AfspraakStatus",
    "naarStatus" "AfspraakStatus" NOT NULL,
    "doorId" TEXT,
    "reden" TEXT,
    "op" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "appointment_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_tokens" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "familieId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "vervangenOp" TIMESTAMPTZ(3),
    "ingetrokkenOp" TIMESTAMPTZ(3),
    "verlooptOp" TIMESTAMPTZ(3) NOT NULL,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "one_time_codes" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "email" TEXT NOT NULL,
    "doel" "CodeDoel" NOT NULL,
    "codeHash" TEXT NOT NULL,
    "pogingen" INTEGER NOT NULL DEFAULT 0,
    "payload" JSONB,
    "verlooptOp" TIMESTAMPTZ(3) NOT NULL,
    "gebruiktOp" TIMESTAMPTZ(3),
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "one_time_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recovery_codes" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "gebruiktOp" TIMESTAMPTZ(3),
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outgoing_mail" (
    "id" TEXT NOT NULL,
    "sleutel" TEXT,
    "aan" TEXT NOT NULL,
    "onderwerp" TEXT NOT NULL,
    "tekst" TEXT NOT NULL,
    "html" TEXT,
    "status" "MailStatus" NOT NULL DEFAULT 'IN_WACHTRIJ',
    "pogingen" INTEGER NOT NULL DEFAULT 0,
    "fout" TEXT,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verzondenOp" TIMESTAMPTZ(3),

    CONSTRAINT "outgoing_mail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "actie" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "ip" TEXT,
    "aangemaaktOp" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registry_cache" (
    "sleutel" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "opgehaaldOp" TIMESTAMPTZ(3) NOT NULL,
    "verlooptOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "registry_cache_pkey" PRIMARY KEY ("sleutel")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "sleutel" TEXT NOT NULL,
    "aantal" INTEGER NOT NULL,
    "resetOp" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("sleutel")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_rol_idx" ON "users"("rol");

-- CreateIndex
CREATE UNIQUE INDEX "companies_kvkNummer_key" ON "companies"("kvkNummer");

-- CreateIndex
CREATE INDEX "company_members_userId_idx" ON "company_members"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "company_members_companyId_userId_key" ON "company_members"("companyId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "partner_invitations_tokenHash_key" ON "partner_invitations"("tokenHash");

-- CreateIndex
CREATE INDEX "partner_invitations_companyId_status_idx" ON "partner_invitations"("companyId", "status");

-- CreateIndex
CREATE INDEX "partner_invitations_email_status_idx" ON "partner_invitations"("email", "status");

-- CreateIndex
CREATE UNIQUE INDEX "financial_years_companyId_jaar_key" ON "financial_years"("companyId", "jaar");

-- CreateIndex
CREATE UNIQUE INDEX "aanvragen_nummer_key" ON "aanvragen"("nummer");

-- CreateIndex
CREATE INDEX "aanvragen_status_aangemaaktOp_idx" ON "aanvragen"("status", "aangemaaktOp");

-- CreateIndex
CREATE INDEX "aanvragen_ondernemerId_idx" ON "aanvragen"("ondernemerId");

-- CreateIndex
CREATE INDEX "aanvragen_companyId_idx" ON "aanvragen"("companyId");

-- CreateIndex
CREATE INDEX "aanvraag_status_changes_aanvraagId_op_idx" ON "aanvraag_status_changes"("aanvraagId", "op");

-- CreateIndex
CREATE INDEX "aanvraag_remarks_aanvraagId_aangemaaktOp_idx" ON "aanvraag_remarks"("aanvraagId", "aangemaaktOp");

-- CreateIndex
CREATE UNIQUE INDEX "ikv_results_aanvraagId_versie_key" ON "ikv_results"("aanvraagId", "versie");

-- CreateIndex
CREATE INDEX "notifications_userId_gelezen_aangemaaktOp_idx" ON "notifications"("userId", "gelezen", "aangemaaktOp");

-- CreateIndex
CREATE INDEX "notifications_aanvraagId_idx" ON "notifications"("aanvraagId");

-- CreateIndex
CREATE INDEX "chat_messages_aanvraagId_verzondenOp_idx" ON "chat_messages"("aanvraagId", "verzondenOp");

-- CreateIndex
CREATE INDEX "availability_adviseurId_start_idx" ON "availability"("adviseurId", "start");

-- CreateIndex
CREATE INDEX "appointments_adviseurId_start_idx" ON "appointments"("adviseurId", "start");

-- CreateIndex
CREATE INDEX "appointments_ondernemerId_start_idx" ON "appointments"("ondernemerId", "start");

-- CreateIndex
CREATE INDEX "appointment_events_afspraakId_op_idx" ON "appointment_events"("afspraakId", "op");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_tokens_tokenHash_key" ON "refresh_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "refresh_tokens_userId_idx" ON "refresh_tokens"("userId");

-- CreateIndex
CREATE INDEX "refresh_tokens_familieId_idx" ON "refresh_tokens"("familieId");

-- CreateIndex
CREATE INDEX "one_time_codes_email_doel_idx" ON "one_time_codes"("email", "doel");

-- CreateIndex
CREATE INDEX "one_time_codes_codeHash_idx" ON "one_time_codes"("codeHash");

-- CreateIndex
CREATE INDEX "recovery_codes_userId_idx" ON "recovery_codes"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "outgoing_mail_sleutel_key" ON "outgoing_mail"("sleutel");

-- CreateIndex
CREATE INDEX "outgoing_mail_status_aangemaaktOp_idx" ON "outgoing_mail"("status", "aangemaaktOp");

-- CreateIndex
CREATE INDEX "audit_log_userId_aangemaaktOp_idx" ON "audit_log"("userId", "aangemaaktOp");

-- CreateIndex
CREATE INDEX "audit_log_actie_aangemaaktOp_idx" ON "audit_log"("actie", "aangemaaktOp");

-- CreateIndex
CREATE INDEX "registry_cache_verlooptOp_idx" ON "registry_cache"("verlooptOp");

-- AddForeignKey
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_uitnodigerId_fkey" FOREIGN KEY ("uitnodigerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_genodigdeId_fkey" FOREIGN KEY ("genodigdeId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "financial_years" ADD CONSTRAINT "financial_years_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aanvragen" ADD CONSTRAINT "aanvragen_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aanvragen" ADD CONSTRAINT "aanvragen_ondernemerId_fkey" FOREIGN KEY ("ondernemerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aanvraag_status_changes" ADD CONSTRAINT "aanvraag_status_changes_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aanvraag_status_changes" ADD CONSTRAINT "aanvraag_status_changes_doorId_fkey" FOREIGN KEY ("doorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aanvraag_remarks" ADD CONSTRAINT "aanvraag_remarks_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "aanvraag_remarks" ADD CONSTRAINT "aanvraag_remarks_auteurId_fkey" FOREIGN KEY ("auteurId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ikv_results" ADD CONSTRAINT "ikv_results_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ikv_results" ADD CONSTRAINT "ikv_results_berekendDoorId_fkey" FOREIGN KEY ("berekendDoorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_uitnodigingId_fkey" FOREIGN KEY ("uitnodigingId") REFERENCES "partner_invitations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_afspraakId_fkey" FOREIGN KEY ("afspraakId") REFERENCES "appointments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_afzenderId_fkey" FOREIGN KEY ("afzenderId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_read_states" ADD CONSTRAINT "chat_read_states_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_read_states" ADD CONSTRAINT "chat_read_states_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability_series" ADD CONSTRAINT "availability_series_adviseurId_fkey" FOREIGN KEY ("adviseurId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability" ADD CONSTRAINT "availability_adviseurId_fkey" FOREIGN KEY ("adviseurId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability" ADD CONSTRAINT "availability_reeksId_fkey" FOREIGN KEY ("reeksId") REFERENCES "availability_series"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_adviseurId_fkey" FOREIGN KEY ("adviseurId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ondernemerId_fkey" FOREIGN KEY ("ondernemerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_aanvraagId_fkey" FOREIGN KEY ("aanvraagId") REFERENCES "aanvragen"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_afspraakId_fkey" FOREIGN KEY ("afspraakId") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_doorId_fkey" FOREIGN KEY ("doorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

