package dev.kairos.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;

/**
 * The problem details of an error no controller answered: one the servlet container found
 * before the application ran (headers over its limit, an encoded {@code /} in the path,
 * TRACE) or one a filter answered with {@code sendError} (the firewall's refusal of
 * {@code %2e%2e}). Written by {@link ProblemReportValve} and
 * {@link ProblemErrorController} in the shape {@link ProblemDetailsAdvice} gives every
 * other failure, with the request id, and small: the path is cut to 200 characters.
 */
final class ContainerProblems {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final int MAX_INSTANCE = 200;

	private ContainerProblems() {
	}

	static void write(HttpServletRequest request, HttpServletResponse response, int status, @Nullable String instance)
			throws IOException {
		String requestId = RequestIdFilter.id(request, response);
		byte[] body = JSON.writeValueAsBytes(body(status, instance, requestId));
		response.setStatus(status);
		response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
		response.setCharacterEncoding(StandardCharsets.UTF_8.name());
		response.setContentLength(body.length);
		response.getOutputStream().write(body);
		response.flushBuffer();
	}

	/**
	 * 503 {@code busy} with {@code Retry-After}, as {@link ProblemDetailsAdvice} answers
	 * a database that could not be reached, for a filter that met one.
	 */
	static void writeBusy(HttpServletRequest request, HttpServletResponse response, @Nullable String instance)
			throws IOException {
		String requestId = RequestIdFilter.id(request, response);
		Map<String, Object> body = body(503, instance, requestId);
		body.put("type", "https://kairos.dev/problems/busy");
		body.put("title", "Busy");
		body.put("detail", "The database could not be reached; nothing was changed. Try again in a moment.");
		body.put("retryable", true);
		byte[] bytes = JSON.writeValueAsBytes(body);
		response.setStatus(503);
		response.setHeader(HttpHeaders.RETRY_AFTER, "1");
		response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
		response.setCharacterEncoding(StandardCharsets.UTF_8.name());
		response.setContentLength(bytes.length);
		response.getOutputStream().write(bytes);
		response.flushBuffer();
	}

	static Map<String, Object> body(int status, @Nullable String instance, String requestId) {
		Map<String, Object> body = new LinkedHashMap<>();
		HttpStatus known = HttpStatus.resolve(status);
		String slug;
		String title;
		String detail;
		switch (status) {
			case 400 -> {
				slug = "malformed-request";
				title = "Malformed request";
				detail = "The request line, path or headers cannot be read: headers over 8 KB, an encoded / or .. "
						+ "in the path, or a character a URL may not hold.";
			}
			case 404 -> {
				slug = "not-found";
				title = "Not found";
				detail = "No endpoint at this path. See /v3/api-docs.";
			}
			case 405 -> {
				slug = "method-not-allowed";
				title = "Method not allowed";
				detail = "This method is not allowed on this path.";
			}
			case 413 -> {
				// HttpStatus calls 413 CONTENT_TOO_LARGE since RFC 9110; the API's type
				// has
				// always been payload-too-large.
				slug = "payload-too-large";
				title = "Payload too large";
				detail = "The request body is over the size this service accepts.";
			}
			case 500 -> {
				slug = "internal";
				title = "Internal server error";
				detail = "Unexpected server error. Quote the request_id when you report it.";
			}
			default -> {
				slug = (known != null) ? known.name().toLowerCase(Locale.ROOT).replace('_', '-') : "status-" + status;
				title = (known != null) ? known.getReasonPhrase() : "Error";
				detail = title + ".";
			}
		}
		body.put("type", "https://kairos.dev/problems/" + slug);
		body.put("title", title);
		body.put("status", status);
		body.put("detail", detail);
		if (instance != null) {
			body.put("instance",
					(instance.length() <= MAX_INSTANCE) ? instance : instance.substring(0, MAX_INSTANCE - 1) + "…");
		}
		body.put("request_id", requestId);
		return body;
	}

}
