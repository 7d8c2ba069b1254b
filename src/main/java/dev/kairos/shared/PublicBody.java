package dev.kairos.shared;

import jakarta.servlet.http.HttpServletRequest;

/**
 * A path that takes a request body from a caller who is not signed in (the sign-in
 * itself, the providers' change notifications). Everywhere else the body of a request
 * that is not authenticated is never read: it is refused first, or answered without it,
 * and its connection closed rather than drained. A feature declares one as a bean; the
 * web layer asks it before it reads a byte of the body.
 */
public interface PublicBody {

	/**
	 * Whether this declaration is about the path (decoded, normalised, within the
	 * application).
	 */
	boolean covers(String path);

	/**
	 * Decide, from the request line and headers only, whether the body is to be read: the
	 * request then goes on once its body has arrived, within the read deadline. False
	 * answers the request without its body (it reads as empty).
	 * @throws org.springframework.web.ErrorResponseException to refuse the request; it is
	 * answered as a problem and its body never read
	 */
	boolean read(HttpServletRequest request);

}
