/** Server-side captcha verification of the token the web's widget produced. */
export interface CaptchaVerifier {
  readonly kind: 'development' | 'recaptcha';
  verify(token: string, remoteIp?: string): Promise<boolean>;
}
