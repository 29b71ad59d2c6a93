/** The legal documents the sign-in screens link to, served with the web build. */
export const privacyPolicyPath = '/legal/privacy.html';
export const termsOfServicePath = '/legal/terms.html';
