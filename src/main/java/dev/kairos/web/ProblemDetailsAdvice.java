package dev.kairos.web;

import java.net.URI;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import dev.kairos.shared.DeferredProblem;
import dev.kairos.shared.FieldProblem;
import dev.kairos.shared.ReadOnlyKeys;
import dev.kairos.shared.InvalidRequestException;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.jspecify.annotations.Nullable;
import org.slf4j.MDC;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

import org.springframework.core.NestedExceptionUtils;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.QueryTimeoutException;
import org.springframework.dao.TransientDataAccessResourceException;
import org.springframework.jdbc.UncategorizedSQLException;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.transaction.TransactionSystemException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.csrf.CsrfException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.multipart.support.MissingServletRequestPartException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;
import org.springframework.web.servlet.resource.NoResourceFoundException;

/**
 * Answer every failure with RFC 9457 problem details carrying the request id: Spring
 * MVC's own exceptions, the features'
 * {@link org.springframework.web.ErrorResponseException}s, unreadable JSON (naming the
 * field at fault), authentication and CSRF failures passed on by the security filters,
 * and a 500 fallback that never shows what went wrong inside.
 */
@RestControllerAdvice
class ProblemDetailsAdvice extends ResponseEntityExceptionHandler {

	/**
	 * SQL states of statements cancelled for waiting: lock_timeout, statement_timeout.
	 */
	private static final Set<String> CANCELLED_FOR_WAITING = Set.of("55P03", "57014");

	/** Jackson's message when STRICT_DUPLICATE_DETECTION refuses a key. */
	private static final PropertyNamingStrategies.NamingBase SNAKE_CASE = (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.SNAKE_CASE;

	private static final Pattern DUPLICATE_KEY = Pattern.compile("^Duplicate Object property \"(.*)\"", Pattern.DOTALL);

	@Override
	protected @Nullable ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		if (NestedExceptionUtils
			.getMostSpecificCause(ex) instanceof RequestBodyLimitFilter.BodyTooLargeException tooLarge) {
			return handleExceptionInternal(tooLarge.toProblem(), null, headers, HttpStatus.CONTENT_TOO_LARGE, request);
		}
		ProblemDetail problem = unreadableBody(ex);
		return handleExceptionInternal(ex, problem, headers, HttpStatus.BAD_REQUEST, request);
	}

	/**
	 * A request record that binds but breaks a constraint: every field named, in the
	 * client's snake_case.
	 */
	@Override
	protected @Nullable ResponseEntity<Object> handleMethodArgumentNotValid(MethodArgumentNotValidException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		List<FieldProblem> errors = ex.getBindingResult()
			.getFieldErrors()
			.stream()
			.map((error) -> new FieldProblem(SNAKE_CASE.nameForField(null, null, error.getField()),
					Objects.requireNonNullElse(error.getDefaultMessage(), "is invalid")))
			.toList();
		ProblemDetail problem = invalid(errors.isEmpty() ? List.of(new FieldProblem("body", "is invalid")) : errors);
		return handleExceptionInternal(ex, problem, headers, HttpStatus.BAD_REQUEST, request);
	}

	@Override
	protected @Nullable ResponseEntity<Object> handleMissingServletRequestParameter(
			MissingServletRequestParameterException ex, HttpHeaders headers, HttpStatusCode status,
			WebRequest request) {
		ProblemDetail problem = invalid(List.of(new FieldProblem(ex.getParameterName(), "is required")));
		return handleExceptionInternal(ex, problem, headers, HttpStatus.BAD_REQUEST, request);
	}

	@Override
	protected @Nullable ResponseEntity<Object> handleMissingServletRequestPart(MissingServletRequestPartException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		ProblemDetail problem = invalid(List.of(new FieldProblem(ex.getRequestPartName(), "is required")));
		return handleExceptionInternal(ex, problem, headers, HttpStatus.BAD_REQUEST, request);
	}

	@Override
	protected @Nullable ResponseEntity<Object> handleNoResourceFoundException(NoResourceFoundException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND,
				"No endpoint " + ex.getHttpMethod() + " /" + ex.getResourcePath() + ". See /v3/api-docs.");
		problem.setType(URI.create("https://kairos.dev/problems/not-found"));
		problem.setTitle("Not found");
		return handleExceptionInternal(ex, problem, headers, HttpStatus.NOT_FOUND, request);
	}

	@ExceptionHandler
	ResponseEntity<Object> handleTypeMismatch(MethodArgumentTypeMismatchException ex, WebRequest request) {
		String expected = (ex.getRequiredType() != null) ? describe(ex.getRequiredType()) : "another type";
		ProblemDetail problem = invalid(List.of(new FieldProblem(ex.getName(), "must be " + expected)));
		return handleExceptionInternal(ex, problem, new HttpHeaders(), HttpStatus.BAD_REQUEST, request);
	}

	/**
	 * A query parameter Tomcat cannot decode; {@link RequestLineCheck} refuses most
	 * before they get here.
	 */
	@ExceptionHandler
	ResponseEntity<Object> handleInvalidParameter(InvalidParameterException ex, WebRequest request) {
		return handleExceptionInternal(new MalformedRequestException("A query parameter is not valid UTF-8."), null,
				new HttpHeaders(), HttpStatus.BAD_REQUEST, request);
	}

	@ExceptionHandler
	ResponseEntity<Object> handleAuthentication(AuthenticationException ex, WebRequest request) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.UNAUTHORIZED,
				"Send 'Authorization: Bearer <API key>' or sign in.");
		problem.setType(URI.create("https://kairos.dev/problems/unauthenticated"));
		problem.setTitle("Authentication required");
		HttpHeaders headers = new HttpHeaders();
		headers.set(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
		return handleExceptionInternal(ex, problem, headers, HttpStatus.UNAUTHORIZED, request);
	}

	@ExceptionHandler
	ResponseEntity<Object> handleAccessDenied(AccessDeniedException ex, WebRequest request) {
		boolean csrf = ex instanceof CsrfException;
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.FORBIDDEN,
				csrf ? "Send the XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header." : "You may not do this.");
		problem
			.setType(URI.create(csrf ? "https://kairos.dev/problems/csrf" : "https://kairos.dev/problems/forbidden"));
		problem.setTitle(csrf ? "Missing or invalid CSRF token" : "Forbidden");
		return handleExceptionInternal(ex, problem, new HttpHeaders(), HttpStatus.FORBIDDEN, request);
	}

	/**
	 * The user's writes are busy (a lock or query timed out): try again shortly, nothing
	 * was changed.
	 */
	@ExceptionHandler({ PessimisticLockingFailureException.class, QueryTimeoutException.class })
	ResponseEntity<Object> handleBusy(DataAccessException ex, WebRequest request) {
		this.logger.warn("Lock or query timeout: " + ex.getMostSpecificCause().getMessage());
		return busy(ex, "Other requests of yours are still being written; nothing was changed. Try again in a moment.",
				request);
	}

	/**
	 * A statement the database cancelled for waiting too long: PostgreSQL's
	 * {@code lock_timeout} (55P03) and {@code statement_timeout} (57014), which Spring
	 * leaves uncategorized, are the timeouts above. A write to the embedded database's
	 * file that failed (a full disk) is an unreachable database. Any other uncategorized
	 * SQL failure is a bug.
	 */
	@ExceptionHandler
	ResponseEntity<Object> handleUncategorized(UncategorizedSQLException ex, WebRequest request) {
		String state = (ex.getSQLException() != null) ? ex.getSQLException().getSQLState() : null;
		if (state != null && CANCELLED_FOR_WAITING.contains(state)) {
			return handleBusy(ex, request);
		}
		if (DatabaseUnavailable.storageFailed(ex.getSQLException())) {
			return handleUnreachable(ex, request);
		}
		return handleUnexpected(ex, request);
	}

	/**
	 * The database could not be reached or its connection broke (a restart, a killed
	 * backend, a full pool): the transaction did not commit, so nothing was changed, and
	 * the client may try again; health says whether the database is back.
	 */
	@ExceptionHandler({ DataAccessResourceFailureException.class, TransientDataAccessResourceException.class,
			CannotCreateTransactionException.class })
	ResponseEntity<Object> handleUnreachable(Exception ex, WebRequest request) {
		this.logger.error("Database unreachable: " + ex.getMessage());
		return busy(ex, "The database could not be reached; nothing was changed. Try again in a moment.", request);
	}

	/**
	 * A rollback that failed after the database became unreachable (the connection was
	 * closed under the transaction), or a commit the database could not write (a full
	 * disk), is the same unreachable database. Any other failure to commit or roll back
	 * is a bug.
	 */
	@ExceptionHandler
	ResponseEntity<Object> handleTransactionSystem(TransactionSystemException ex, WebRequest request) {
		if (DatabaseUnavailable.in(ex.getOriginalException()) || DatabaseUnavailable.in(ex.getCause())) {
			return handleUnreachable(ex, request);
		}
		return handleUnexpected(ex, request);
	}

	private ResponseEntity<Object> busy(Exception ex, String detail, WebRequest request) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.SERVICE_UNAVAILABLE, detail);
		problem.setType(URI.create("https://kairos.dev/problems/busy"));
		problem.setTitle("Busy");
		problem.setProperty("retryable", true);
		HttpHeaders headers = new HttpHeaders();
		headers.set(HttpHeaders.RETRY_AFTER, "1");
		return handleExceptionInternal(ex, problem, headers, HttpStatus.SERVICE_UNAVAILABLE, request);
	}

	/**
	 * A multipart body that cannot be read (no boundary, truncated) is the client's
	 * fault.
	 */
	@ExceptionHandler
	ResponseEntity<Object> handleMultipart(MultipartException ex, WebRequest request) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
				"The multipart body cannot be read: send multipart/form-data with a boundary and a file part.");
		problem.setType(URI.create("https://kairos.dev/problems/malformed-body"));
		problem.setTitle("Malformed request body");
		return handleExceptionInternal(ex, problem, new HttpHeaders(), HttpStatus.BAD_REQUEST, request);
	}

	@ExceptionHandler
	ResponseEntity<Object> handleUnexpected(Exception ex, WebRequest request) {
		this.logger.error("Unhandled exception", ex);
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.INTERNAL_SERVER_ERROR,
				"Unexpected server error. Quote the request_id when you report it.");
		problem.setType(URI.create("https://kairos.dev/problems/internal"));
		problem.setTitle("Internal server error");
		return handleExceptionInternal(ex, problem, new HttpHeaders(), HttpStatus.INTERNAL_SERVER_ERROR, request);
	}

	/**
	 * Complete a {@link DeferredProblem} (the transaction that failed is over by now),
	 * then answer as for any {@link ErrorResponseException}.
	 */
	@Override
	protected @Nullable ResponseEntity<Object> handleErrorResponseException(ErrorResponseException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		if (ex instanceof DeferredProblem deferred) {
			deferred.complete();
		}
		return super.handleErrorResponseException(ex, headers, status, request);
	}

	@Override
	protected ResponseEntity<Object> createResponseEntity(@Nullable Object body, HttpHeaders headers,
			HttpStatusCode statusCode, WebRequest request) {
		if (body instanceof ProblemDetail problem) {
			problem.setProperty("request_id", MDC.get(RequestIdFilter.MDC_KEY));
			if (problem.getType() == null || URI.create("about:blank").equals(problem.getType())) {
				problem.setType(URI.create("https://kairos.dev/problems/" + slug(statusCode)));
			}
			if (statusCode.is4xxClientError()) {
				this.logger.debug("Answered " + statusCode.value() + ": " + problem.getDetail());
			}
		}
		return super.createResponseEntity(body, headers, statusCode, request);
	}

	private static ProblemDetail unreadableBody(HttpMessageNotReadableException ex) {
		Throwable cause = ex.getCause();
		String duplicate = duplicateKey(cause);
		if (duplicate != null) {
			ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
					"The request body has the key \"" + duplicate + "\" more than once in one object.");
			problem.setType(URI.create("https://kairos.dev/problems/malformed-body"));
			problem.setTitle("Malformed request body");
			return problem;
		}
		if (cause instanceof UnrecognizedPropertyException unknown) {
			String readOnly = readOnlyReason(unknown);
			if (readOnly != null) {
				return invalid(List.of(new FieldProblem(path(unknown), readOnly)));
			}
			String allowed = unknown.getKnownPropertyIds()
				.stream()
				.map(Object::toString)
				.sorted()
				.collect(Collectors.joining(", "));
			return invalid(List.of(new FieldProblem(path(unknown), "is not a known field; allowed: " + allowed)));
		}
		if (cause instanceof MismatchedInputException mismatch && !mismatch.getPath().isEmpty()) {
			String expected = (mismatch.getTargetType() != null) ? describe(mismatch.getTargetType()) : "another type";
			return invalid(List.of(new FieldProblem(path(mismatch), "must be " + expected)));
		}
		if (cause instanceof JacksonException jackson && !(cause instanceof StreamReadException)
				&& !jackson.getPath().isEmpty()) {
			return invalid(List.of(new FieldProblem(path(jackson), "has an invalid value")));
		}
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
				(cause instanceof StreamReadException) ? "The request body is not valid JSON."
						: "The request body is missing or unreadable.");
		problem.setType(URI.create("https://kairos.dev/problems/malformed-body"));
		problem.setTitle("Malformed request body");
		return problem;
	}

	/**
	 * Why the key may not be sent, when the request record lists it as read-only
	 * ({@link ReadOnlyKeys}); null for a key that is simply unknown.
	 */
	private static @Nullable String readOnlyReason(UnrecognizedPropertyException unknown) {
		Class<?> record = unknown.getReferringClass();
		ReadOnlyKeys keys = (record != null) ? record.getAnnotation(ReadOnlyKeys.class) : null;
		if (keys == null) {
			return null;
		}
		for (int i = 0; i + 1 < keys.value().length; i += 2) {
			if (keys.value()[i].equals(unknown.getPropertyName())) {
				return keys.value()[i + 1];
			}
		}
		return null;
	}

	private static ProblemDetail invalid(List<FieldProblem> errors) {
		return InvalidRequestException.problem(errors);
	}

	/**
	 * The key named twice when the parser refused a duplicate (shortened), or null for
	 * any other failure.
	 */
	private static @Nullable String duplicateKey(@Nullable Throwable cause) {
		if (!(cause instanceof StreamReadException) || cause.getMessage() == null) {
			return null;
		}
		Matcher matcher = DUPLICATE_KEY.matcher(cause.getMessage());
		if (!matcher.find()) {
			return null;
		}
		return InvalidRequestException.shorten(matcher.group(1));
	}

	/**
	 * The JSON path of the failure in the client's terms: {@code title},
	 * {@code working_hours.start}.
	 */
	private static String path(JacksonException ex) {
		StringBuilder path = new StringBuilder();
		for (JacksonException.Reference reference : ex.getPath()) {
			if (reference.getPropertyName() != null) {
				if (!path.isEmpty()) {
					path.append('.');
				}
				path.append(reference.getPropertyName());
			}
			else if (reference.getIndex() >= 0) {
				path.append('[').append(reference.getIndex()).append(']');
			}
		}
		return path.isEmpty() ? "body" : path.toString();
	}

	private static String describe(Class<?> type) {
		if (type == Boolean.class || type == boolean.class) {
			return "true or false";
		}
		if (Number.class.isAssignableFrom(type) || (type.isPrimitive() && type != char.class)) {
			return "a number";
		}
		if (type == String.class) {
			return "a string";
		}
		if (type == java.util.UUID.class) {
			return "a UUID";
		}
		if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) {
			return "an array";
		}
		if (type.isEnum()) {
			return "one of " + java.util.Arrays.toString(type.getEnumConstants()).toLowerCase(java.util.Locale.ROOT);
		}
		return "an object";
	}

	private static String slug(HttpStatusCode status) {
		if (status.value() == HttpStatus.CONTENT_TOO_LARGE.value()) {
			// The API's type since before RFC 9110 renamed the status.
			return "payload-too-large";
		}
		HttpStatus known = HttpStatus.resolve(status.value());
		return (known != null) ? known.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
				: "status-" + status.value();
	}

}
