package dev.kairos.web;

import java.io.IOException;
import java.util.UUID;
import java.util.regex.Pattern;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.slf4j.MDC;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Give every request an id: sent back as {@code X-Request-Id}, put in every problem body
 * as {@code request_id}, and written in every log line of the request (MDC key
 * {@code request_id}). One access line per API request closes it; it names the path but
 * never the query string, which may carry a feed token. An error dispatch (to
 * {@link ProblemErrorController}) keeps the id of its request.
 */
@Component
@ConditionalOnWebApplication
@Order(Ordered.HIGHEST_PRECEDENCE)
class RequestIdFilter extends OncePerRequestFilter {

	static final String HEADER = "X-Request-Id";

	static final String MDC_KEY = "request_id";

	/** An incoming id is reused when a proxy set one that is safe to log and echo. */
	private static final Pattern SAFE_ID = Pattern.compile("[A-Za-z0-9._-]{8,64}");

	private static final Log accessLog = LogFactory.getLog("dev.kairos.access");

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		MDC.put(MDC_KEY, id(request, response));
		long started = System.nanoTime();
		try {
			chain.doFilter(request, response);
		}
		finally {
			// A request whose body is read asynchronously ends on its async dispatch.
			if ((request.getDispatcherType() == DispatcherType.REQUEST
					|| request.getDispatcherType() == DispatcherType.ASYNC) && !request.isAsyncStarted()
					&& request.getRequestURI().startsWith("/api/") && accessLog.isInfoEnabled()) {
				accessLog.info(request.getMethod() + " " + request.getRequestURI() + " " + response.getStatus() + " "
						+ (System.nanoTime() - started) / 1_000_000 + "ms");
			}
			MDC.remove(MDC_KEY);
		}
	}

	/**
	 * The request's id, set on the response if it was not yet: the one already answered
	 * (an error dispatch keeps the id of its request), a safe one a proxy sent, or a new
	 * one.
	 */
	static String id(HttpServletRequest request, HttpServletResponse response) {
		String answered = response.getHeader(HEADER);
		if (answered != null) {
			return answered;
		}
		String incoming = request.getHeader(HEADER);
		String id = (incoming != null && SAFE_ID.matcher(incoming).matches()) ? incoming : UUID.randomUUID().toString();
		response.setHeader(HEADER, id);
		return id;
	}

	@Override
	protected boolean shouldNotFilterAsyncDispatch() {
		return false;
	}

	@Override
	protected boolean shouldNotFilterErrorDispatch() {
		return false;
	}

}
