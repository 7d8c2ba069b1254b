package dev.kairos.reminders;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;

import org.springframework.context.SmartLifecycle;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * The web apps that are open on this instance, each a server-sent-events stream, and the
 * notifications sent to them. When the instance stops, its streams are closed first,
 * before the web server's graceful shutdown: a stream never ends by itself, so one left
 * open would hold the shutdown for all of
 * {@code spring.lifecycle.timeout-per-shutdown-phase}; the browser's {@code EventSource}
 * opens it again, on another instance behind a load balancer.
 */
@Component
class Notifications implements SmartLifecycle {

	/** Most streams one user may hold open on one instance (the oldest goes). */
	static final int MAX_PER_USER = 10;

	private final Map<UUID, Set<SseEmitter>> open = new ConcurrentHashMap<>();

	private volatile boolean running;

	SseEmitter open(UUID userId) {
		return open(userId, new SseEmitter(0L));
	}

	/** Hold this stream open for the user (package-private for tests). */
	SseEmitter open(UUID userId, SseEmitter emitter) {
		if (!this.running) {
			// Stopping: no stream is held any more (the browser asks again, elsewhere).
			emitter.complete();
			return emitter;
		}
		Set<SseEmitter> streams = this.open.computeIfAbsent(userId, (id) -> new CopyOnWriteArraySet<>());
		if (streams.size() >= MAX_PER_USER) {
			SseEmitter oldest = streams.iterator().next();
			streams.remove(oldest);
			oldest.complete();
		}
		streams.add(emitter);
		Runnable remove = () -> close(userId, emitter);
		emitter.onCompletion(remove);
		emitter.onTimeout(remove);
		emitter.onError((ex) -> remove.run());
		try {
			emitter.send(SseEmitter.event().comment("open"));
		}
		catch (IOException ex) {
			remove.run();
		}
		return emitter;
	}

	@Override
	public void start() {
		this.running = true;
	}

	/** Close every open stream, before the web server waits for its requests to end. */
	@Override
	public void stop() {
		this.running = false;
		for (Set<SseEmitter> streams : this.open.values()) {
			for (SseEmitter emitter : streams) {
				try {
					emitter.complete();
				}
				catch (RuntimeException ex) {
					// A stream its browser already closed: nothing left to end.
				}
			}
		}
		this.open.clear();
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	/** Stopped before the web server's graceful shutdown (a lower phase). */
	@Override
	public int getPhase() {
		return SmartLifecycle.DEFAULT_PHASE;
	}

	private void close(UUID userId, SseEmitter emitter) {
		Set<SseEmitter> streams = this.open.get(userId);
		if (streams != null) {
			streams.remove(emitter);
			if (streams.isEmpty()) {
				this.open.remove(userId, streams);
			}
		}
	}

	/**
	 * Send a notification to every open web app of the user on this instance. A stream
	 * that fails in any way is closed and never keeps the notification from the others.
	 * @return how many received it
	 */
	int publish(UUID userId, Object notification) {
		Set<SseEmitter> streams = this.open.get(userId);
		if (streams == null) {
			return 0;
		}
		int reached = 0;
		for (SseEmitter emitter : streams) {
			try {
				emitter.send(SseEmitter.event().name("reminder").data(notification, MediaType.APPLICATION_JSON));
				reached++;
			}
			catch (IOException | RuntimeException ex) {
				// Closed by the browser (IOException), completed (IllegalStateException),
				// or
				// any other failure of this one stream: it goes, the others still get it.
				close(userId, emitter);
				emitter.completeWithError(ex);
			}
		}
		return reached;
	}

}
