package dev.kairos.web;

import java.io.IOException;
import java.util.function.BooleanSupplier;

import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;

/**
 * Close, rather than drain on the request's thread, the connection of a request whose
 * body was not read. Tomcat otherwise reads the rest of such a body (up to 2 MB) after
 * the answer, to keep the connection, holding a thread for as long as the client takes to
 * send it: a body sent a byte at a time kept a thread per connection.
 * <p>
 * Most such requests are drained without a thread first ({@link UnreadBodyFilter},
 * {@link AsyncBody}), which close through {@link #closeUnread(ServletRequest)} when their
 * grace ends; this valve closes those that could not be (an error the container writes
 * itself), at once.
 */
class UnreadBodyValve extends ValveBase {

	private static final String CLOSE = UnreadBodyValve.class.getName() + ".close";

	private static final String ERROR = UnreadBodyValve.class.getName() + ".error";

	UnreadBodyValve() {
		super(true);
	}

	@Override
	public void invoke(Request request, Response response) throws IOException, ServletException {
		request.setAttribute(CLOSE, (Runnable) () -> close(request, response));
		request.setAttribute(ERROR, (BooleanSupplier) response::isError);
		try {
			getNext().invoke(request, response);
		}
		finally {
			if (!request.isAsync() && announcesBody(request) && !request.isFinished()) {
				close(request, response);
			}
		}
	}

	/**
	 * Answer the request's connection with {@code Connection: close} and never read the
	 * rest of its body.
	 */
	static void closeUnread(ServletRequest request) {
		if (request.getAttribute(CLOSE) instanceof Runnable close) {
			close.run();
		}
	}

	/**
	 * Whether the answer is an error the container writes itself ({@code sendError}),
	 * after the application is done.
	 */
	static boolean errorSent(ServletRequest request) {
		return request.getAttribute(ERROR) instanceof BooleanSupplier error && error.getAsBoolean();
	}

	private static void close(Request request, Response response) {
		if (!response.isCommitted()) {
			response.setHeader("Connection", "close");
		}
		request.getCoyoteRequest().action(ActionCode.DISABLE_SWALLOW_INPUT, null);
	}

	static boolean announcesBody(jakarta.servlet.http.HttpServletRequest request) {
		return request.getContentLengthLong() > 0 || request.getHeader("Transfer-Encoding") != null;
	}

}
