package dev.kairos.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletRequestWrapper;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.ServletResponseWrapper;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.util.unit.DataSize;
import org.springframework.web.util.ContentCachingResponseWrapper;

/**
 * Request bodies read, or left unread, without a thread, whatever the client's pace.
 * <p>
 * Reading ({@link #read}) uses the Servlet API's non-blocking reads into memory, up to
 * the body's limit, and hands the body on once it is all there; past its deadline it is
 * refused (408), past its limit too (413), and past what all bodies being read may hold
 * together ({@code kairos.web.body-memory}) 503 {@code busy}.
 * <p>
 * An answer given before the body was read ({@link #closeLater}, and the refusals above)
 * is sent at once, whole, with its length and {@code Connection: close}; the connection
 * is then closed after a short grace. Not at once: a socket closed with unread input is
 * reset, and a reset drops whatever of the answer was not yet sent; after the grace the
 * client has it, and a client reads what it received before a reset. Meanwhile no thread
 * waits: the request is asynchronous, and what still arrives is dropped as it comes (so
 * that a client that goes away ends the request at once).
 */
final class AsyncBody implements ReadListener, AsyncListener {

	/** How long the connection of an answered, unread body stays open. */
	static final Duration GRACE = Duration.ofSeconds(3);

	/**
	 * What all the bodies being read hold in memory together, against their budget: past
	 * it a body is refused 503 {@code busy}, so that many slow signed-in clients cannot
	 * fill the heap with bodies that are still arriving.
	 */
	private static final AtomicLong held = new AtomicLong();

	private static final Log logger = LogFactory.getLog(AsyncBody.class);

	private static final ScheduledExecutorService deadlines = Executors.newSingleThreadScheduledExecutor((task) -> {
		Thread thread = new Thread(task, "body-deadlines");
		thread.setDaemon(true);
		return thread;
	});

	/** Answers a refused request (a problem), on whichever thread refuses it. */
	interface Refusal {

		void answer(HttpServletRequest request, HttpServletResponse response, Exception problem);

	}

	private enum State {

		READING, CLOSING, ENDED

	}

	private final HttpServletRequest request;

	private final HttpServletResponse response;

	private final ServletInputStream in;

	private final AsyncContext async;

	private final long limit;

	private final long budget;

	private final Duration timeout;

	private final @Nullable Consumer<byte[]> whenRead;

	private final @Nullable Refusal refusal;

	private final ByteArrayOutputStream body = new ByteArrayOutputStream();

	private final byte[] buffer = new byte[8192];

	private State state;

	/** This body's part of {@link #held}, given back when its request ends. */
	private long reserved;

	private @Nullable ScheduledFuture<?> deadline;

	private AsyncBody(HttpServletRequest request, HttpServletResponse response, ServletInputStream in,
			AsyncContext async, long limit, long budget, Duration timeout, @Nullable Consumer<byte[]> whenRead,
			@Nullable Refusal refusal, State state) {
		this.request = request;
		this.response = response;
		this.in = in;
		this.async = async;
		this.limit = limit;
		this.budget = budget;
		this.timeout = timeout;
		this.whenRead = whenRead;
		this.refusal = refusal;
		this.state = state;
	}

	/**
	 * Read the request's body, up to {@code limit} bytes and within {@code timeout}, and
	 * hand it to {@code whenRead} (on a container thread, within the request's
	 * asynchronous cycle, which it must end); a body too large or late is answered by
	 * {@code refusal} with a {@link PayloadTooLargeException} or
	 * {@link BodyTimeoutException}, or {@link BodiesBusyException} when all the bodies
	 * being read would hold more than {@code budget} bytes.
	 */
	static void read(HttpServletRequest request, HttpServletResponse response, long limit, long budget,
			Duration timeout, Consumer<byte[]> whenRead, Refusal refusal) throws IOException {
		ServletInputStream in = container(request).getInputStream();
		AsyncContext async = request.startAsync();
		// A backstop only: the deadline below ends the read.
		async.setTimeout(timeout.plus(GRACE).plusSeconds(10).toMillis());
		AsyncBody body = new AsyncBody(request, response, in, async, limit, budget, timeout, whenRead, refusal,
				State.READING);
		async.addListener(body);
		body.deadline = deadlines.schedule(body::late, timeout.toMillis(), TimeUnit.MILLISECONDS);
		in.setReadListener(body);
	}

	/**
	 * The request was answered without its body: take what of it has arrived already,
	 * without waiting; if that is all of it, the connection is kept as usual. Otherwise
	 * send the answer now (it must not be committed yet) and close the connection after
	 * the grace, without a thread.
	 */
	static void closeLater(HttpServletRequest request, ContentCachingResponseWrapper answer) throws IOException {
		ServletInputStream in;
		try {
			in = container(request).getInputStream();
		}
		catch (IllegalStateException ex) {
			// Taken as text: closed at once by the valve.
			answer.copyBodyToResponse();
			return;
		}
		if (arrived(in)) {
			answer.copyBodyToResponse();
			return;
		}
		AsyncContext async = request.startAsync();
		async.setTimeout(GRACE.plusSeconds(10).toMillis());
		HttpServletResponse response = (HttpServletResponse) answer.getResponse();
		AsyncBody body = new AsyncBody(request, response, in, async, 0, 0, GRACE, null, null, State.CLOSING);
		async.addListener(body);
		sendWhole(response, answer);
		body.deadline = deadlines.schedule(body::close, GRACE.toMillis(), TimeUnit.MILLISECONDS);
		// Listening (and dropping what arrives) is what lets the container see a client
		// that goes away during the grace: the request then ends at once. Unheard, it
		// stayed in progress for the container after the connection had gone, and a
		// graceful shutdown waited for it to the end of its timeout.
		in.setReadListener(body);
	}

	/** Read what has arrived of the body, never waiting; whether that was all of it. */
	private static boolean arrived(ServletInputStream in) throws IOException {
		byte[] buffer = new byte[8192];
		while (!in.isFinished() && in.available() > 0) {
			if (in.read(buffer, 0, Math.min(buffer.length, in.available())) < 0) {
				break;
			}
		}
		return in.isFinished();
	}

	/**
	 * Send the answer whole and at once: with its length, so that the client knows where
	 * it ends, and {@code Connection: close}.
	 */
	private static void sendWhole(HttpServletResponse response, ContentCachingResponseWrapper answer)
			throws IOException {
		if (!response.isCommitted()) {
			response.setHeader("Connection", "close");
		}
		answer.copyBodyToResponse();
		response.flushBuffer();
	}

	/** The container's own request, under every wrapper. */
	private static ServletRequest container(ServletRequest request) {
		ServletRequest inner = request;
		while (inner instanceof ServletRequestWrapper wrapper) {
			inner = wrapper.getRequest();
		}
		return inner;
	}

	/** The container's own response, under every wrapper. */
	private static HttpServletResponse container(HttpServletResponse response) {
		ServletResponse inner = response;
		while (inner instanceof ServletResponseWrapper wrapper) {
			inner = wrapper.getResponse();
		}
		return (HttpServletResponse) inner;
	}

	@Override
	public synchronized void onDataAvailable() throws IOException {
		// Until isReady() says false the container does not call again, and does not
		// hear a client that goes away: a body refused here is read on (and dropped)
		// like one answered before.
		while (this.state != State.ENDED && this.in.isReady()) {
			int read = this.in.read(this.buffer);
			if (read < 0) {
				return;
			}
			if (this.state == State.READING) {
				keep(read);
			}
			// Otherwise answered already: what still arrives is dropped.
		}
	}

	/** Keep what was read, or refuse the body past its limit or the budget. */
	private void keep(int read) {
		if (held.addAndGet(read) > this.budget) {
			held.addAndGet(-read);
			refuse(new BodiesBusyException());
			return;
		}
		this.reserved += read;
		this.body.write(this.buffer, 0, read);
		if (this.body.size() > this.limit) {
			refuse(new PayloadTooLargeException(DataSize.ofBytes(this.limit)));
		}
	}

	@Override
	public synchronized void onAllDataRead() {
		if (this.state == State.READING) {
			end();
			this.whenRead.accept(this.body.toByteArray());
		}
	}

	@Override
	public synchronized void onError(Throwable failure) {
		// The connection failed: nobody is there to answer, or to read the rest of an
		// answer sent already (no need to wait for the grace).
		close();
	}

	/** The body's deadline passed. */
	private synchronized void late() {
		if (this.state == State.READING) {
			refuse(new BodyTimeoutException(this.timeout));
		}
	}

	/** Answer with the problem at once, then close after the grace. */
	private void refuse(Exception problem) {
		cancelDeadline();
		this.state = State.CLOSING;
		release();
		try {
			HttpServletResponse container = container(this.response);
			ContentCachingResponseWrapper answer = new ContentCachingResponseWrapper(container);
			this.refusal.answer(this.request, answer, problem);
			sendWhole(container, answer);
			this.deadline = deadlines.schedule(this::close, GRACE.toMillis(), TimeUnit.MILLISECONDS);
		}
		catch (IOException | RuntimeException ex) {
			logger.debug("Could not answer a refused body", ex);
			close();
		}
	}

	/** The connection closes without reading on. */
	private synchronized void close() {
		if (this.state != State.ENDED) {
			end();
			try {
				UnreadBodyValve.closeUnread(this.request);
			}
			finally {
				this.async.complete();
			}
		}
	}

	private void end() {
		this.state = State.ENDED;
		cancelDeadline();
	}

	private void cancelDeadline() {
		if (this.deadline != null) {
			this.deadline.cancel(false);
			this.deadline = null;
		}
	}

	@Override
	public synchronized void onTimeout(AsyncEvent event) {
		// The backstop: past every deadline and grace.
		if (this.state != State.ENDED) {
			end();
			UnreadBodyValve.closeUnread(this.request);
		}
		this.async.complete();
	}

	@Override
	public void onError(AsyncEvent event) {
		onError(event.getThrowable());
	}

	@Override
	public synchronized void onComplete(AsyncEvent event) {
		if (this.state != State.ENDED) {
			end();
		}
		release();
	}

	private void release() {
		this.body.reset();
		held.addAndGet(-this.reserved);
		this.reserved = 0;
	}

	/** What the bodies being read hold now, in bytes. */
	static long held() {
		return held.get();
	}

	@Override
	public void onStartAsync(AsyncEvent event) {
	}

}
