import type { Bilingual } from './bilingual.ts';

/**
 * The one error catalogue: every error code the service can answer with, its HTTP status,
 * whether a retry may succeed, and the bilingual message. The OpenAPI document, the README
 * and the error handler all read this table; a test keeps them in step.
 */
export const errorCatalogue = {
  BAD_REQUEST: {
    status: 400,
    retryable: false,
    message: {
      en: 'The request is not valid HTTP (request line or headers could not be read).',
      hi: 'अनुरोध मान्य HTTP नहीं है (अनुरोध की पहली पंक्ति या हेडर पढ़े नहीं जा सके)।',
    },
  },
  NOT_FOUND: {
    status: 404,
    retryable: false,
    message: { en: 'No such resource or method.', hi: 'ऐसा कोई संसाधन या विधि उपलब्ध नहीं है।' },
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    retryable: false,
    message: {
      en: 'This path does not accept this method. The Allow header lists the methods it accepts.',
      hi: 'यह पथ इस विधि को स्वीकार नहीं करता। Allow हेडर में वे विधियाँ दी गई हैं जिन्हें यह स्वीकार करता है।',
    },
  },
  REQUEST_TIMEOUT: {
    status: 408,
    retryable: true,
    message: {
      en: 'The request did not arrive in time (headers and body must arrive within the request timeout).',
      hi: 'अनुरोध समय पर नहीं पहुँचा (हेडर और मुख्य भाग अनुरोध की समय-सीमा के भीतर पहुँचने चाहिए)।',
    },
  },
  BODY_TOO_LARGE: {
    status: 413,
    retryable: false,
    message: {
      en: 'The request body is larger than the limit. Reduce the body before retrying.',
      hi: 'अनुरोध का आकार सीमा से बड़ा है। दोबारा भेजने से पहले इसे छोटा करें।',
    },
  },
  VALIDATION_FAILED: {
    status: 422,
    retryable: false,
    message: {
      en: 'The request is not valid. See details for the fields to correct.',
      hi: 'अनुरोध मान्य नहीं है। किन फ़ील्ड को ठीक करना है, यह विवरण में देखें।',
    },
  },
  MALFORMED_JSON: {
    status: 422,
    retryable: false,
    message: { en: 'The request body is not valid JSON.', hi: 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।' },
  },
  UNSUPPORTED_CONTENT_TYPE: {
    status: 422,
    retryable: false,
    message: {
      en: 'Send the request body as application/json.',
      hi: 'अनुरोध का मुख्य भाग application/json के रूप में भेजें।',
    },
  },
  LOCAL_TIME_NONEXISTENT: {
    status: 422,
    retryable: false,
    message: {
      en: 'This local time does not exist in the given time zone (it falls in a daylight-saving gap).',
      hi: 'दिए गए समय क्षेत्र में यह स्थानीय समय मौजूद नहीं है (यह डेलाइट-सेविंग के अंतराल में पड़ता है)।',
    },
  },
  OUT_OF_RANGE: {
    status: 422,
    retryable: false,
    message: {
      en: 'A value lies outside the range the service calculates for.',
      hi: 'कोई मान उस सीमा से बाहर है जिसके लिए सेवा गणना करती है।',
    },
  },
  RATE_LIMITED: {
    status: 429,
    retryable: true,
    message: {
      en: 'Fair-use limit reached. Retry after a short pause.',
      hi: 'उचित-उपयोग सीमा पूरी हो गई है। थोड़ा रुककर फिर प्रयास करें।',
    },
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    retryable: false,
    message: {
      en: 'The request headers are larger than the limit. Send fewer or shorter headers.',
      hi: 'अनुरोध के हेडर सीमा से बड़े हैं। कम या छोटे हेडर भेजें।',
    },
  },
  INTERNAL_ERROR: {
    status: 500,
    retryable: false,
    message: {
      en: 'An internal error occurred. Quote the request ID when reporting it.',
      hi: 'आंतरिक त्रुटि हुई। सूचना देते समय अनुरोध आईडी बताएँ।',
    },
  },
  CAPACITY_EXCEEDED: {
    status: 503,
    retryable: true,
    message: {
      en: 'The service is at capacity. Retry after a short pause.',
      hi: 'सेवा अभी पूरी क्षमता पर है। थोड़ा रुककर फिर प्रयास करें।',
    },
  },
  EPHEMERIS_UNAVAILABLE: {
    status: 503,
    retryable: false,
    message: {
      en: 'The Swiss Ephemeris data files are unavailable; no result is computed without them.',
      hi: 'स्विस एफ़ेमेरिस की डेटा फ़ाइलें उपलब्ध नहीं हैं; उनके बिना कोई परिणाम नहीं निकाला जाता।',
    },
  },
  DEPENDENCY_UNAVAILABLE: {
    status: 503,
    retryable: false,
    message: {
      en: 'A dependency the service needs is unavailable.',
      hi: 'सेवा के लिए आवश्यक कोई निर्भरता उपलब्ध नहीं है।',
    },
  },
  PDF_BUSY: {
    status: 503,
    retryable: true,
    message: {
      en: 'PDF generation is busy. Retry later.',
      hi: 'PDF बनाने की व्यवस्था अभी व्यस्त है। बाद में फिर प्रयास करें।',
    },
  },
} as const satisfies Record<string, { status: number; retryable: boolean; message: Bilingual }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** One problem with the request: a JSON pointer into the body (or query) and what is wrong. */
export interface ErrorDetail {
  path: string;
  issue: string;
}

/**
 * An expected failure with a catalogued code. Anything thrown that is not an ApiError is a
 * defect and is answered with INTERNAL_ERROR, with nothing of it echoed back.
 * Details must never contain a value the client sent.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[];
  constructor(code: ErrorCode, details: ErrorDetail[] = [], internalMessage?: string) {
    super(internalMessage ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return errorCatalogue[this.code].status;
  }
}

/** A field that passed the schema but is not acceptable (unknown time zone, 30 February …). */
export class ValidationFailed extends ApiError {
  constructor(path: string, issue: string) {
    super('VALIDATION_FAILED', [{ path, issue }]);
    this.name = 'ValidationFailed';
  }
}

/** A value outside the range the service calculates for (e.g. a year before 1800). */
export class OutOfRange extends ApiError {
  constructor(path: string, issue: string) {
    super('OUT_OF_RANGE', [{ path, issue }]);
    this.name = 'OutOfRange';
  }
}

/** A local time inside a daylight-saving gap of its zone. */
export class LocalTimeNonexistent extends ApiError {
  constructor(path: string, issue: string) {
    super('LOCAL_TIME_NONEXISTENT', [{ path, issue }]);
    this.name = 'LocalTimeNonexistent';
  }
}

/** The Swiss Ephemeris files could not be used (the library would have fallen back to Moshier). */
export class EphemerisUnavailable extends ApiError {
  constructor(internalMessage: string) {
    super('EPHEMERIS_UNAVAILABLE', [], internalMessage);
    this.name = 'EphemerisUnavailable';
  }
}
