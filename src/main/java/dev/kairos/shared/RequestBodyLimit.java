package dev.kairos.shared;

import org.springframework.util.Assert;
import org.springframework.util.unit.DataSize;

/**
 * A request body limit for one API path that differs from
 * {@code kairos.web.max-body-size}. A feature that takes larger bodies (the .ics import)
 * declares one as a bean; the web layer enforces it and sizes multipart parsing to match.
 * Multipart bodies are parsed only on paths that say they take them, and only after
 * authentication.
 *
 * @param path the exact request path, such as {@code /api/calendar/import}
 * @param maxSize the largest body accepted there
 * @param multipart whether the path takes {@code multipart/form-data}
 */
public record RequestBodyLimit(String path, DataSize maxSize, boolean multipart) {

	public RequestBodyLimit {
		Assert.isTrue(path.startsWith("/"), "Path must start with /");
	}

	/** A limit for a path that takes no multipart bodies. */
	public RequestBodyLimit(String path, DataSize maxSize) {
		this(path, maxSize, false);
	}

}
