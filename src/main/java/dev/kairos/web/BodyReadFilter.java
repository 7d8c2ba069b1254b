package dev.kairos.web;

import java.io.IOException;
import java.time.Duration;
import java.util.List;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.MultipartConfigElement;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;
import org.slf4j.MDC;

import dev.kairos.shared.PublicBody;
import dev.kairos.web.MultipartConfiguration.MultipartPaths;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.core.annotation.Order;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.RequestAttributeSecurityContextRepository;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.util.UrlPathHelper;

/**
 * Read request bodies without a thread, with a deadline, and only for callers that may
 * send one. Runs after the security filters, so the caller is known:
 * <ul>
 * <li>a signed-in caller's body is read with the Servlet API's non-blocking reads into
 * memory (within the body limits of {@link RequestBodyLimitFilter}); once it is all there
 * the request is dispatched again and goes on with the body read from memory. A body that
 * has not arrived within {@code kairos.web.body-timeout} (in all, not per byte) gets 408
 * {@code body-timeout}, and the request does nothing;</li>
 * <li>a caller who is not signed in has its body read only where a {@link PublicBody}
 * says so, after that declaration has checked the request line and headers (the sign-in,
 * a push notification's secret in its address); elsewhere the body reads as empty and is
 * never taken off the connection ({@link UnreadBodyValve} closes it after the
 * answer).</li>
 * </ul>
 * Multipart bodies are read only on the paths that take them, as before.
 */
@Component
@ConditionalOnWebApplication
@Order(0)
class BodyReadFilter extends OncePerRequestFilter {

	private static final String BODY = BodyReadFilter.class.getName() + ".body";

	private static final UrlPathHelper PATHS = new UrlPathHelper();

	private final Duration timeout;

	private final long memory;

	private final List<PublicBody> publicBodies;

	private final MultipartPaths multipartPaths;

	private final @Nullable MultipartConfigElement multipart;

	private final HandlerExceptionResolver resolver;

	private final RequestAttributeSecurityContextRepository contexts = new RequestAttributeSecurityContextRepository();

	BodyReadFilter(WebProperties properties, List<PublicBody> publicBodies, MultipartPaths multipartPaths,
			MultipartConfigElement multipart,
			@Qualifier("handlerExceptionResolver") HandlerExceptionResolver handlerExceptionResolver) {
		this.timeout = properties.bodyTimeout();
		this.memory = properties.bodyMemoryBytes();
		this.publicBodies = publicBodies;
		this.multipartPaths = multipartPaths;
		this.multipart = multipart;
		this.resolver = handlerExceptionResolver;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (request.getDispatcherType() == DispatcherType.ASYNC) {
			chain.doFilter((request.getAttribute(BODY) instanceof byte[] body)
					? new BufferedBodyRequest(request, body, this.multipart) : request, response);
			return;
		}
		if (!UnreadBodyValve.announcesBody(request)) {
			chain.doFilter(request, response);
			return;
		}
		String path = PATHS.getPathWithinApplication(request);
		if (BufferedBodyRequest.isMultipart(request) && !this.multipartPaths.takesMultipart(request)) {
			chain.doFilter(new BufferedBodyRequest(request, new byte[0], null), response);
			return;
		}
		if (!signedIn()) {
			boolean read;
			try {
				read = this.publicBodies.stream().anyMatch((body) -> body.covers(path) && body.read(request));
			}
			catch (RuntimeException ex) {
				this.resolver.resolveException(request, response, null, ex);
				return;
			}
			if (!read) {
				chain.doFilter(new BufferedBodyRequest(request, new byte[0], null), response);
				return;
			}
		}
		read(request, response);
	}

	private static boolean signedIn() {
		Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
		return authentication != null && authentication.isAuthenticated()
				&& !(authentication instanceof AnonymousAuthenticationToken);
	}

	/**
	 * Read the body without blocking; the request is dispatched again once it is all
	 * there. The caller's security context goes with it as a request attribute.
	 */
	private void read(HttpServletRequest request, HttpServletResponse response) throws IOException {
		this.contexts.saveContext(SecurityContextHolder.getContext(), request, response);
		AsyncBody.read(request, response, RequestBodyLimitFilter.limit(request), this.memory, this.timeout, (body) -> {
			request.setAttribute(BODY, body);
			request.getAsyncContext().dispatch();
		}, this::answer);
	}

	/** Answer a refused body as a problem, from whichever thread refuses it. */
	private void answer(HttpServletRequest request, HttpServletResponse response, Exception problem) {
		String id = response.getHeader(RequestIdFilter.HEADER);
		if (id != null) {
			MDC.put(RequestIdFilter.MDC_KEY, id);
		}
		try {
			this.resolver.resolveException(request, response, null, problem);
		}
		finally {
			MDC.remove(RequestIdFilter.MDC_KEY);
		}
	}

	@Override
	protected boolean shouldNotFilterAsyncDispatch() {
		return false;
	}

}
