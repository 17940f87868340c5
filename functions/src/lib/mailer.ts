import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Language } from '@ifa/shared';
import { config } from './config.js';

const ses = new SESv2Client({ region: config.region });

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

/** Production only (DESIGN.md 4): the reset link goes out through SES. */
export async function sendResetEmail(to: string, language: Language, token: string): Promise<void> {
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.senderEmail,
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: SUBJECT[language] }, Body: { Text: { Data: BODY[language](link) } } } },
    }),
  );
}
