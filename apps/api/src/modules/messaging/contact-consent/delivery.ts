import type { ConsentSubject } from '@portal/domain';

/**
 * The channel a message goes out on, decided from the person's consents or preference (never by the
 * outbox); `consentOf`: whose SMS consent a fallback must find still standing when it is sent.
 */
export interface Delivery { channel: 'SMS' | 'WHATSAPP'; smsFallback: boolean; consentOf?: ConsentSubject | undefined }
