// The profile photo at the top of the Profile tab of /settings (docs/product.md#settings):
// "Change Photo", JPG, GIF or PNG, 1MB max).
export const avatar = {
  avatar: {
    title: "Profile Photo",
    change: "Change Photo",
    remove: "Remove Photo",
    hint: "JPG, GIF or PNG, 1MB max.",
    uploading: "Uploading...",
    removing: "Removing...",
    successTitle: "Photo Updated",
    successBody: "Your new photo is shown across the site.",
    failedTitle: "Upload Failed",
    failedBody: "Failed to upload your photo. Please try again.",
    removedTitle: "Photo Removed",
    removedBody: "Your initials are shown instead.",
    removeFailedTitle: "Update Failed",
    removeFailedBody: "Failed to remove your photo. Please try again.",
  },
} as const;
