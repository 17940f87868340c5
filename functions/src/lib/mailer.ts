import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Language } from '@ifa/shared';
import { config } from './config.js';

const SUBJECT: Record<Language, string> = {
  es: 'Recupera tu contraseña',
  en: 'Reset your password',
  fr: 'Réinitialisez votre mot de passe',
};
const BODY: Record<Language, (link: string) => string> = {
  es: (link) => `Para elegir una nueva contraseña abre este enlace (válido 30 minutos):\n\n${link}\n\nSi no lo pediste, ignora este mensaje.`,
  en: (link) => `To choose a new password open this link (valid for 30 minutes):\n\n${link}\n\nIf you did not ask for it, ignore this message.`,
  fr: (link) => `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 30 minutes) :\n\n${link}\n\nSi vous ne l'avez pas demandé, ignorez ce message.`,
};

let ses: Promise<{ client: SESv2Client; SendEmailCommand: typeof import('@aws-sdk/client-sesv2').SendEmailCommand }> | undefined;

/**
 * The SES client, loaded with the first mail a container sends. Only a production reset
 * request with SENDER_EMAIL sends mail, so the auth Lambda's cold start does not carry it: the
 * bundle leaves `@aws-sdk/client-sesv2` to the Lambda runtime's own AWS SDK v3
 * (infra/lib/project-function.ts, RUNTIME_SDK_CLIENTS).
 * One attempt of at most a second (a refused mail is logged and counted by the caller, never
 * retried into the learner's wait): the forgot-password answer waits for it, under a floor
 * that hides whether a mail was sent (services/accounts.ts FORGOT_PASSWORD_FLOOR_MS).
 */
function sesClient() {
  if (!ses) {
    ses = import('@aws-sdk/client-sesv2').then(({ SESv2Client, SendEmailCommand }) => ({
      client: new SESv2Client({
        ...(config.region ? { region: config.region } : {}),
        maxAttempts: 1,
        requestHandler: { connectionTimeout: 300, requestTimeout: 1000, throwOnRequestTimeout: true },
      }),
      SendEmailCommand,
    }));
    ses.catch(() => {
      ses = undefined; // a failed load is retried by the next mail
    });
  }
  return ses;
}

/** Production only (DESIGN.md 4): the reset link goes out through SES. */
export async function sendResetEmail(to: string, language: Language, token: string): Promise<void> {
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const { client, SendEmailCommand } = await sesClient();
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: config.senderEmail,
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: SUBJECT[language] }, Body: { Text: { Data: BODY[language](link) } } } },
    }),
  );
}
