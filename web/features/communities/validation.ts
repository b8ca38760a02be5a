/** The texts of the communities forms' own checks (spec section 5). */
export const NAME_REQUIRED_TEXT = 'Community name is required';
export const MISSING_INVITE_CODE_TEXT = 'Invalid invite code';
