package dev.kairos.web;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.coyote.ActionCode;

/**
 * Tomcat's error report, as problem details: what Tomcat refuses before the application
 * runs (headers over {@code server.max-http-request-header-size}, an encoded {@code /} in
 * the path, a malformed request line) is answered like every other error, with a request
 * id, instead of Tomcat's HTML page. {@link ProblemReportConfiguration} puts it in place
 * of Boot's {@link ErrorReportValve}.
 */
class ProblemReportValve extends ErrorReportValve {

	@Override
	protected void report(Request request, Response response, Throwable throwable) {
		int status = response.getStatus();
		// As Tomcat's own: only an error nothing has written yet, once, while I/O is
		// allowed.
		if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
			return;
		}
		AtomicBoolean ioAllowed = new AtomicBoolean(true);
		response.getCoyoteResponse().action(ActionCode.IS_IO_ALLOWED, ioAllowed);
		if (!ioAllowed.get()) {
			return;
		}
		try {
			response.resetBuffer();
			ContainerProblems.write(request, response, status, null);
		}
		catch (IOException | IllegalStateException ex) {
			container.getLogger().debug("Cannot write the error report", ex);
		}
	}

}
