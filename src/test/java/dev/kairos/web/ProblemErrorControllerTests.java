package dev.kairos.web;

import java.io.IOException;
import java.sql.SQLException;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.jdbc.UncategorizedSQLException;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the container's error page answers for a failure thrown by a filter, before any
 * controller ran (the API key lookup, the session).
 */
class ProblemErrorControllerTests {

	private final ProblemErrorController controller = new ProblemErrorController();

	@Test
	void anUnreachableDatabaseInAFilterIs503BusyWithRetryAfter() throws Exception {
		MockHttpServletResponse response = error(new ServletException(
				new DataAccessResourceFailureException("The database has been closed", new SQLException("closed"))));
		assertThat(response.getStatus()).isEqualTo(503);
		assertThat(response.getHeader("Retry-After")).isEqualTo("1");
		JsonNode body = JsonMapper.builder().build().readTree(response.getContentAsString());
		assertThat(body.path("type").asString()).isEqualTo("https://kairos.dev/problems/busy");
		assertThat(body.path("retryable").asBoolean()).isTrue();
		assertThat(body.path("request_id").asString()).isNotBlank();
	}

	@Test
	void aWriteThatFoundTheDiskFullInAFilterIs503Busy() throws Exception {
		SQLException generalError = new SQLException("General error", "HY000", 50000,
				new IllegalStateException("Writing failed", new IOException("No space left on device")));
		MockHttpServletResponse response = error(
				new ServletException(new UncategorizedSQLException("insert", "insert into x", generalError)));
		assertThat(response.getStatus()).isEqualTo(503);
	}

	@Test
	void anyOtherFailureInAFilterIs500() throws Exception {
		MockHttpServletResponse response = error(new ServletException(new IllegalStateException("a bug")));
		assertThat(response.getStatus()).isEqualTo(500);
		assertThat(response.getHeader("Retry-After")).isNull();
	}

	private MockHttpServletResponse error(Throwable failure) throws IOException {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/error");
		request.setDispatcherType(DispatcherType.ERROR);
		request.setAttribute(RequestDispatcher.ERROR_STATUS_CODE, 500);
		request.setAttribute(RequestDispatcher.ERROR_EXCEPTION, failure);
		request.setAttribute(RequestDispatcher.ERROR_REQUEST_URI, "/api/events");
		MockHttpServletResponse response = new MockHttpServletResponse();
		this.controller.error(request, response);
		return response;
	}

}
