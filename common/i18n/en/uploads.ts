// Uploaded files (server/platform/uploads): why the server refused one. Each is both
// the error's message and the field error of the file field.
export const uploads = {
  uploads: {
    missingFile: "Choose a file to upload",
    unsupportedType: "Choose a JPG, GIF or PNG image",
    unreadableImage: "This image could not be read: it may be damaged or incomplete",
    avatarTooLarge: "The photo must be 1MB or smaller",
    notFound: "No such file",
  },
} as const;
