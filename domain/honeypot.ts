/** The honeypot field's name: a field people never see or fill; anything in it marks a bot's post. */
export const HONEYPOT_FIELD = "website";
