// A company's uploaded logo (/settings' Company section, "JPG, GIF or PNG, 1MB max"): what the
// browser checks before sending and the server enforces (server/platform/uploads, decision 016).
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from "../account/avatar";

/** POST /api/company/logo takes multipart/form-data with the image in this field. */
export const COMPANY_LOGO_FIELD = "logo";

/** 1 MB of file, as for a profile photo: 1,048,576 bytes. */
export const COMPANY_LOGO_MAX_BYTES = AVATAR_MAX_BYTES;

/** The file chooser's filter; the server decides by the bytes, not the name. */
export const COMPANY_LOGO_ACCEPT = AVATAR_ACCEPT;
