package dev.kairos.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.servlet.HandlerExceptionResolver;

/**
 * Refuse, before anything else reads it, a request whose line or headers cannot be read
 * one way everywhere: a query string that is not UTF-8 or holds a NUL (400
 * {@code malformed-request}), a malformed {@code Accept} (400), a {@code Content-Type}
 * that is malformed or a wildcard such as {@code application/*} (415).
 * <p>
 * It also keeps multipart bodies unread: the request's parameters are those of its query
 * string only, so no filter (CSRF's look for a {@code _csrf} field, say) makes the
 * container parse and spool a multipart body before the caller is authenticated. Only the
 * import endpoint parses one, through the multipart resolver, after authentication
 * ({@link MultipartConfiguration}).
 */
@Component
@ConditionalOnWebApplication
@Order(Ordered.HIGHEST_PRECEDENCE + 5)
class RequestLineCheck extends OncePerRequestFilter {

	private final HandlerExceptionResolver resolver;

	RequestLineCheck(@Qualifier("handlerExceptionResolver") HandlerExceptionResolver resolver) {
		this.resolver = resolver;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		Map<String, String[]> query;
		try {
			query = decodeQuery(request.getQueryString());
		}
		catch (IllegalArgumentException ex) {
			refuse(request, response, new MalformedRequestException(ex.getMessage()));
			return;
		}
		if (!readable(request.getHeaders(HttpHeaders.ACCEPT))) {
			refuse(request, response, new MalformedRequestException(
					"The Accept header is not a list of media types; send application/json."));
			return;
		}
		String contentType = request.getContentType();
		MediaType type = null;
		if (contentType != null) {
			try {
				type = MediaType.parseMediaType(contentType);
			}
			catch (InvalidMediaTypeException ex) {
				// Refused below.
			}
			if (type == null || type.isWildcardType() || type.isWildcardSubtype()) {
				refuse(request, response, new HttpMediaTypeNotSupportedException(
						"Content-Type '" + shorten(contentType) + "' is not a concrete media type."));
				return;
			}
		}
		boolean multipart = type != null && "multipart".equalsIgnoreCase(type.getType());
		chain.doFilter(multipart ? new QueryParametersOnly(request, query) : request, response);
	}

	private void refuse(HttpServletRequest request, HttpServletResponse response, Exception ex) {
		this.resolver.resolveException(new WithoutAccept(request), response, null, ex);
	}

	private static boolean readable(Enumeration<String> accept) {
		try {
			for (String value : Collections.list(accept)) {
				MediaType.parseMediaTypes(value);
			}
			return true;
		}
		catch (InvalidMediaTypeException ex) {
			return false;
		}
	}

	/**
	 * The query string's parameters, decoded as UTF-8 strictly.
	 * @throws IllegalArgumentException with a message fit for the client
	 */
	static Map<String, String[]> decodeQuery(@Nullable String query) {
		Map<String, List<String>> values = new LinkedHashMap<>();
		if (query != null && !query.isEmpty()) {
			for (String pair : query.split("&")) {
				if (pair.isEmpty()) {
					continue;
				}
				int equals = pair.indexOf('=');
				String name = decode((equals >= 0) ? pair.substring(0, equals) : pair);
				String value = (equals >= 0) ? decode(pair.substring(equals + 1)) : "";
				values.computeIfAbsent(name, (key) -> new java.util.ArrayList<>()).add(value);
			}
		}
		Map<String, String[]> parameters = new LinkedHashMap<>();
		values.forEach((name, list) -> parameters.put(name, list.toArray(String[]::new)));
		return Collections.unmodifiableMap(parameters);
	}

	private static String decode(String text) {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '%') {
				int high = (i + 2 < text.length()) ? Character.digit(text.charAt(i + 1), 16) : -1;
				int low = (high >= 0) ? Character.digit(text.charAt(i + 2), 16) : -1;
				if (low < 0) {
					throw new IllegalArgumentException("The query string has a malformed %-escape.");
				}
				bytes.write((high << 4) | low);
				i += 2;
			}
			else if (c == '+') {
				bytes.write(' ');
			}
			else {
				bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
			}
		}
		String decoded;
		try {
			decoded = StandardCharsets.UTF_8.newDecoder()
				.onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT)
				.decode(ByteBuffer.wrap(bytes.toByteArray()))
				.toString();
		}
		catch (CharacterCodingException ex) {
			throw new IllegalArgumentException("A query parameter is not valid UTF-8.");
		}
		if (decoded.indexOf('\0') >= 0) {
			throw new IllegalArgumentException("A query parameter holds a NUL character.");
		}
		return decoded;
	}

	private static String shorten(String text) {
		return (text.length() <= 100) ? text : text.substring(0, 99) + "…";
	}

	/** The request as if it had no Accept header, so that a problem can be written. */
	private static final class WithoutAccept extends HttpServletRequestWrapper {

		WithoutAccept(HttpServletRequest request) {
			super(request);
		}

		@Override
		public @Nullable String getHeader(String name) {
			return HttpHeaders.ACCEPT.equalsIgnoreCase(name) ? null : super.getHeader(name);
		}

		@Override
		public Enumeration<String> getHeaders(String name) {
			return HttpHeaders.ACCEPT.equalsIgnoreCase(name) ? Collections.emptyEnumeration() : super.getHeaders(name);
		}

		@Override
		public Enumeration<String> getHeaderNames() {
			return Collections.enumeration(Collections.list(super.getHeaderNames())
				.stream()
				.filter((name) -> !HttpHeaders.ACCEPT.equalsIgnoreCase(name))
				.toList());
		}

	}

	/** A multipart request whose parameters come from its query string only. */
	private static final class QueryParametersOnly extends HttpServletRequestWrapper {

		private final Map<String, String[]> parameters;

		QueryParametersOnly(HttpServletRequest request, Map<String, String[]> parameters) {
			super(request);
			this.parameters = parameters;
		}

		@Override
		public @Nullable String getParameter(String name) {
			String[] values = this.parameters.get(name);
			return (values != null) ? values[0] : null;
		}

		@Override
		public Map<String, String[]> getParameterMap() {
			return this.parameters;
		}

		@Override
		public Enumeration<String> getParameterNames() {
			return Collections.enumeration(this.parameters.keySet());
		}

		@Override
		public String @Nullable [] getParameterValues(String name) {
			return this.parameters.get(name);
		}

	}

}
