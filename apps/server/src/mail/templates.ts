import type { ContactUs } from '@resumegrader/contract/contact';
import type { Mail } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const paragraphs = (value: string) =>
  value
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p style="color:#64748b;font-size:12px">ResumeGrader · Ottawa, Ontario, Canada</p></body></html>`;
}

export function contactTeamMail(to: string, message: ContactUs): Mail {
  const name = `${message.firstName} ${message.lastName}`;
  return {
    to,
    replyTo: message.email,
    subject: `Contact form: ${name}`,
    text: `New message from the contact form.\n\nName: ${name}\nEmail: ${message.email}\n\n${message.feedback}\n`,
    html: layout(
      'New message from the contact form',
      `<p><strong>Name:</strong> ${escapeHtml(name)}<br><strong>Email:</strong> ${escapeHtml(message.email)}</p>${paragraphs(message.feedback)}`,
    ),
  };
}

/**
 * The acknowledgement to whatever address was typed into the contact form. It quotes nothing
 * the sender wrote (name, message): otherwise anyone could send text of their choosing to
 * any inbox from our domain.
 */
export function contactConfirmationMail(to: string): Mail {
  const body =
    'Thank you for contacting ResumeGrader. We have received your message and will reply to this address, usually within two business days. If you did not write to us, you can ignore this email.';
  return {
    to,
    subject: 'We received your message',
    text: `Hello,\n\n${body}\n\nThe ResumeGrader team\n`,
    html: layout(
      'We received your message',
      `<p>Hello,</p><p>${escapeHtml(body)}</p><p>The ResumeGrader team</p>`,
    ),
  };
}

export type CodePurpose = 'email-verification' | 'forget-password';

const codeMailCopy: Record<CodePurpose, { subject: string; intro: string }> = {
  'email-verification': {
    subject: 'Your ResumeGrader verification code',
    intro: 'Use this code to confirm your email address and finish creating your account:',
  },
  'forget-password': {
    subject: 'Your ResumeGrader password reset code',
    intro: 'Use this code to choose a new password for your account:',
  },
};

/** The 6-digit code stands alone on its own line of `text` (CONTRACT.md section 2). */
export function codeMail(to: string, purpose: CodePurpose, code: string, minutes: number): Mail {
  const { subject, intro } = codeMailCopy[purpose];
  const expiry = `The code expires in ${minutes} minutes. If you did not ask for it, you can ignore this email.`;
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${expiry}\n\nThe ResumeGrader team\n`,
    html: layout(
      subject,
      `<p>${escapeHtml(intro)}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p><p>${escapeHtml(expiry)}</p><p>The ResumeGrader team</p>`,
    ),
  };
}
