package dev.kairos.web;

import java.io.IOException;

import io.swagger.v3.oas.annotations.Hidden;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * The container's error page, in place of Boot's: what reached {@code sendError} without
 * a controller (Tomcat's refusal of TRACE, the security firewall's of {@code %2e%2e}) is
 * answered as problem details with the request's id. Asked for directly, {@code /error}
 * is a path like any unknown one: 404.
 */
@Controller
@Hidden
@ConditionalOnWebApplication
class ProblemErrorController implements ErrorController {

	private static final Log logger = LogFactory.getLog(ProblemErrorController.class);

	@RequestMapping("${server.error.path:/error}")
	void error(HttpServletRequest request, HttpServletResponse response) throws IOException {
		if (request.getDispatcherType() != DispatcherType.ERROR) {
			ContainerProblems.write(request, response, 404, request.getRequestURI());
			return;
		}
		Object status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
		int code = (status instanceof Integer value && value >= 400) ? value : 500;
		Object exception = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
		if (code == 500 && exception instanceof Throwable failure && DatabaseUnavailable.in(failure)) {
			// A filter's read (the API key's owner, the session) met an unreachable
			// database.
			logger.error("Database unreachable: " + failure.getMessage());
			ContainerProblems.writeBusy(request, response,
					(String) request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI));
			return;
		}
		if (code >= 500 && request.getAttribute(RequestDispatcher.ERROR_EXCEPTION) instanceof Throwable failure) {
			logger.error("Unhandled exception", failure);
		}
		ContainerProblems.write(request, response, code,
				(String) request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI));
	}

}
