import { badRequest } from "../../platform/errors.js";

export const captchaRequired = () => badRequest("CAPTCHA_REQUIRED", "Please confirm you are not a robot.");
export const captchaInvalid = () => badRequest("CAPTCHA_INVALID", "The robot check failed, please try again.");
export const captchaExpired = () => badRequest("CAPTCHA_EXPIRED", "The robot check has expired, please try again.");
export const captchaUsed = () => badRequest("CAPTCHA_USED", "This robot check was already used, please try again.");
