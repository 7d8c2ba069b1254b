package dev.kairos.web;

import java.io.IOException;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.ContentCachingResponseWrapper;

/**
 * A request answered without its body being read (refused before authentication, or by a
 * path that takes none) has its answer finished and sent at once, and the rest of its
 * body dropped without a thread for a short grace ({@link AsyncBody#drain}), then its
 * connection closed ({@link UnreadBodyValve}). Tomcat would otherwise read the rest on
 * the request's thread, for as long as the client takes to send it.
 */
@Component
@ConditionalOnWebApplication
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
class UnreadBodyFilter extends OncePerRequestFilter {

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		if (!UnreadBodyValve.announcesBody(request)) {
			chain.doFilter(request, response);
			return;
		}
		// The answer is kept until the request is done, so that it can be sent whole and
		// with its length before the connection is closed.
		ContentCachingResponseWrapper answer = new ContentCachingResponseWrapper(response);
		try {
			chain.doFilter(request, answer);
		}
		catch (IOException | ServletException | RuntimeException ex) {
			answer.copyBodyToResponse();
			throw ex;
		}
		if (request.isAsyncStarted() || UnreadBodyValve.errorSent(request)) {
			answer.copyBodyToResponse();
		}
		else {
			AsyncBody.closeLater(request, answer);
		}
	}

}
