import Type from 'typebox';
import { Bilingual } from '../../contract/common.ts';
import type { ServiceConfig } from '../config.ts';

export const AccessPolicy = Type.Object({
  kind: Type.Literal('AccessPolicy'),
  policyVersion: Type.String(),
  anonymousCore: Type.Boolean(),
  credential: Type.Null({ description: 'No credential is sent in any request' }),
  statements: Type.Array(Type.Object({ id: Type.String(), text: Bilingual })),
  limits: Type.Object({
    bodyLimitBytes: Type.Integer(),
    fairUse: Type.Object({ maxRequests: Type.Integer(), windowMs: Type.Integer(), perClient: Type.Boolean() }),
    retryAfterSeconds: Type.Integer(),
  }),
  sla: Type.Null({ description: 'No uptime SLA is offered in this release' }),
  permanence: Type.Literal('not-promised'),
});

/** The anonymous core boundary as it stands now, without promising permanence. */
export function accessPolicy(config: ServiceConfig) {
  return {
    kind: 'AccessPolicy' as const,
    policyVersion: 'access-policy.1',
    anonymousCore: true,
    credential: null,
    statements: [
      {
        id: 'anonymous-core',
        text: {
          en: 'The core calculation surface is anonymous: no registration and no credential. Requests carry only Content-Type: application/json.',
          hi: 'मूल गणना सेवा अनाम है: न पंजीकरण, न कोई पहचान-पत्र। अनुरोधों में केवल Content-Type: application/json भेजा जाता है।',
        },
      },
      {
        id: 'server-callers',
        text: {
          en: 'Call the service from your server, not from public browser code; cross-origin browser use is not endorsed.',
          hi: 'सेवा को अपने सर्वर से बुलाएँ, सार्वजनिक ब्राउज़र कोड से नहीं; क्रॉस-ओरिजिन ब्राउज़र उपयोग समर्थित नहीं है।',
        },
      },
      {
        id: 'birth-data',
        text: {
          en: 'Send birth data only in POST bodies. The service never logs request bodies, birth fields or query strings, and never echoes input values in errors.',
          hi: 'जन्म-विवरण केवल POST अनुरोध के मुख्य भाग में भेजें। सेवा अनुरोध का मुख्य भाग, जन्म-विवरण या क्वेरी स्ट्रिंग कभी लॉग नहीं करती और त्रुटियों में भेजे गए मान नहीं लौटाती।',
        },
      },
      {
        id: 'fair-use',
        text: {
          en: `Fair use: at most ${config.rateLimitMax} requests per ${Math.round(config.rateLimitWindowMs / 1000)} s per client; beyond that 429 RATE_LIMITED with Retry-After: 1. Keep retries bounded.`,
          hi: `उचित उपयोग: प्रति ग्राहक ${Math.round(config.rateLimitWindowMs / 1000)} सेकंड में अधिकतम ${config.rateLimitMax} अनुरोध; इससे अधिक पर 429 RATE_LIMITED और Retry-After: 1। पुनः प्रयास सीमित रखें।`,
        },
      },
      {
        id: 'body-limit',
        text: {
          en: `Request bodies are limited to ${config.bodyLimitBytes} bytes; larger ones get 413 BODY_TOO_LARGE. Reduce the body before retrying.`,
          hi: `अनुरोध का मुख्य भाग अधिकतम ${config.bodyLimitBytes} बाइट हो सकता है; बड़े अनुरोध पर 413 BODY_TOO_LARGE मिलता है। दोबारा भेजने से पहले उसे छोटा करें।`,
        },
      },
      {
        id: 'no-sla',
        text: {
          en: 'No uptime SLA is offered in this release, and public core access may change: this policy promises no permanence.',
          hi: 'इस संस्करण में अपटाइम का कोई SLA नहीं है और सार्वजनिक मूल पहुँच बदल सकती है: यह नीति स्थायित्व का वादा नहीं करती।',
        },
      },
      {
        id: 'declared-methods',
        text: {
          en: 'Results are declared-method calculations, not promises of events. Record the version tuple with every result.',
          hi: 'परिणाम घोषित पद्धति से की गई गणनाएँ हैं, घटनाओं का वादा नहीं। हर परिणाम के साथ संस्करण-समूह दर्ज करें।',
        },
      },
    ],
    limits: {
      bodyLimitBytes: config.bodyLimitBytes,
      fairUse: { maxRequests: config.rateLimitMax, windowMs: config.rateLimitWindowMs, perClient: true },
      retryAfterSeconds: 1,
    },
    sla: null,
    permanence: 'not-promised' as const,
  };
}
