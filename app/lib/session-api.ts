import { apiRequest } from "./api-client";

// Ending the session belongs to no one feature: the shell's account menu and drawer sign out.
export const logout = () => apiRequest<{ ok: true }>("/api/auth/logout", { method: "POST" });
