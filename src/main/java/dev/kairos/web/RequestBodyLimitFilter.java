package dev.kairos.web;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import dev.kairos.shared.RequestBodyLimit;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.util.UrlPathHelper;

/**
 * Refuse request bodies over {@code kairos.web.max-body-size} with 413, before anything
 * reads them: at once when {@code Content-Length} says so, or as soon as a chunked body
 * passes the limit. A path with a {@link RequestBodyLimit} bean uses that limit instead.
 */
@Component
@ConditionalOnWebApplication
@Order(Ordered.HIGHEST_PRECEDENCE + 10)
class RequestBodyLimitFilter extends OncePerRequestFilter {

	private static final UrlPathHelper PATHS = new UrlPathHelper();

	/** The request's body limit, for readers that bypass the wrapper. */
	private static final String LIMIT = RequestBodyLimitFilter.class.getName() + ".limit";

	private final DataSize limit;

	private final Map<String, DataSize> pathLimits = new HashMap<>();

	private final HandlerExceptionResolver resolver;

	RequestBodyLimitFilter(WebProperties properties, List<RequestBodyLimit> pathLimits,
			@Qualifier("handlerExceptionResolver") HandlerExceptionResolver handlerExceptionResolver) {
		this.limit = properties.maxBodySize();
		pathLimits.forEach((pathLimit) -> this.pathLimits.put(pathLimit.path(), pathLimit.maxSize()));
		this.resolver = handlerExceptionResolver;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		// Every path is limited, and per-path limits match the decoded, normalised path:
		// /%61pi/… is /api/….
		DataSize limit = this.pathLimits.getOrDefault(PATHS.getPathWithinApplication(request), this.limit);
		if (request.getContentLengthLong() > limit.toBytes()) {
			this.resolver.resolveException(request, response, null, new PayloadTooLargeException(limit));
			return;
		}
		request.setAttribute(LIMIT, limit);
		chain.doFilter(new LimitedRequest(request, limit), response);
	}

	/** The request's body limit, in bytes. */
	static long limit(HttpServletRequest request) {
		return (request.getAttribute(LIMIT) instanceof DataSize limit) ? limit.toBytes() : Long.MAX_VALUE;
	}

	/** Count what the application reads and fail once the body passes the limit. */
	static final class LimitedRequest extends HttpServletRequestWrapper {

		private final DataSize limit;

		private ServletInputStream stream;

		LimitedRequest(HttpServletRequest request, DataSize limit) {
			super(request);
			this.limit = limit;
		}

		@Override
		public ServletInputStream getInputStream() throws IOException {
			if (this.stream == null) {
				this.stream = new LimitedInputStream(super.getInputStream(), this.limit);
			}
			return this.stream;
		}

	}

	/**
	 * Thrown (as an I/O failure, so every reader passes it on) when the body passes the
	 * limit.
	 */
	static final class BodyTooLargeException extends IOException {

		private final DataSize limit;

		BodyTooLargeException(DataSize limit) {
			super("Request body over the limit");
			this.limit = limit;
		}

		PayloadTooLargeException toProblem() {
			return new PayloadTooLargeException(this.limit);
		}

	}

	private static final class LimitedInputStream extends ServletInputStream {

		private final ServletInputStream delegate;

		private final DataSize limit;

		private long count;

		LimitedInputStream(ServletInputStream delegate, DataSize limit) {
			this.delegate = delegate;
			this.limit = limit;
		}

		@Override
		public int read() throws IOException {
			int b = this.delegate.read();
			if (b != -1) {
				count(1);
			}
			return b;
		}

		@Override
		public int read(byte[] buffer, int offset, int length) throws IOException {
			int read = this.delegate.read(buffer, offset, length);
			if (read > 0) {
				count(read);
			}
			return read;
		}

		private void count(int read) throws IOException {
			this.count += read;
			if (this.count > this.limit.toBytes()) {
				throw new BodyTooLargeException(this.limit);
			}
		}

		@Override
		public boolean isFinished() {
			return this.delegate.isFinished();
		}

		@Override
		public boolean isReady() {
			return this.delegate.isReady();
		}

		@Override
		public void setReadListener(ReadListener listener) {
			this.delegate.setReadListener(listener);
		}

	}

}
