/** An API call that did not succeed: the server's message and field errors, if it sent them. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * JSON request to our API with the session cookie. Non-2xx answers throw ApiError carrying
 * the server's `message` (spec-1 section 8 reads error bodies as JSON with a message field).
 */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers:
        init.body === undefined
          ? { accept: "application/json" }
          : { "content-type": "application/json", accept: "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, "");
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data ?? {}) as { message?: unknown; errors?: unknown };
    throw new ApiError(
      response.status,
      typeof body.message === "string" ? body.message : "",
      typeof body.errors === "object" && body.errors ? (body.errors as Record<string, string>) : {},
    );
  }
  return data as T;
}
