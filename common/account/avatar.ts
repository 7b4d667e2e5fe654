// The profile photo ("Change Photo", JPG, GIF or PNG, 1MB max):
// what the browser checks before sending and the server enforces (server/platform/uploads).

/** POST /api/me/avatar takes multipart/form-data with the image in this field. */
export const AVATAR_FIELD = "file";

/** 1 MB of file, as the spec says: 1,048,576 bytes. */
export const AVATAR_MAX_BYTES = 1_048_576;

/** The file chooser's filter; the server decides by the bytes, not the name. */
export const AVATAR_ACCEPT = ".jpg,.jpeg,.png,.gif";

/** The answer of POST and DELETE /api/me/avatar: the account's photo URL now (null: initials). */
export interface TAvatarResult {
  profileImageUrl: string | null;
}
