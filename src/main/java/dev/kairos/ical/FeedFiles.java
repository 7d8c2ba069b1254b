package dev.kairos.ical;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import dev.kairos.security.KairosUser;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * The temporary files feeds are sent from, bounded: at most
 * {@link IcalProperties#feedMaxFiles()} on this instance and
 * {@link IcalProperties#feedMaxFilesPerUser()} per user exist at once. A file lives from
 * before its rendering until its reader has read it or gone (the body's stream is
 * closed), so a stalled reader holds one slot; a request past either bound gets
 * {@link FeedBusyException} before anything is rendered (docs/ical.md, "Memory").
 */
@Component
class FeedFiles {

	private final IcalProperties properties;

	private final Map<UUID, Integer> perUser = new ConcurrentHashMap<>();

	private int total;

	private final @Nullable Path directory;

	@Autowired
	FeedFiles(IcalProperties properties) {
		this(properties, null);
	}

	/** With the files in {@code directory} (null: the JVM's temporary folder). */
	FeedFiles(IcalProperties properties, @Nullable Path directory) {
		this.properties = properties;
		this.directory = directory;
	}

	/** Feeds being sent from a file now. */
	synchronized int open() {
		return this.total;
	}

	/**
	 * Render a feed into a new temporary file and open it for sending; the file is
	 * deleted and its slot freed when the stream is closed, or at once when rendering
	 * fails.
	 * @param user whose feed
	 * @param renderer writes the feed
	 * @return the rendered feed
	 * @throws FeedBusyException past a bound
	 */
	Rendered render(KairosUser user, Renderer renderer) throws IOException {
		acquire(user.id());
		Path file = null;
		try {
			file = (this.directory != null) ? Files.createTempFile(this.directory, "kairos-feed", ".ics")
					: Files.createTempFile("kairos-feed", ".ics");
			try (OutputStream out = Files.newOutputStream(file)) {
				renderer.write(out);
			}
			long size = Files.size(file);
			InputStream in = Files.newInputStream(file, StandardOpenOption.DELETE_ON_CLOSE);
			return new Rendered(new Released(in, user.id()), size);
		}
		catch (IOException | RuntimeException ex) {
			if (file != null) {
				Files.deleteIfExists(file);
			}
			release(user.id());
			throw ex;
		}
	}

	private synchronized void acquire(UUID user) {
		int mine = this.perUser.getOrDefault(user, 0);
		if (this.total >= this.properties.feedMaxFiles() || mine >= this.properties.feedMaxFilesPerUser()) {
			throw new FeedBusyException(this.properties.feedBusyRetryAfter().toSeconds(),
					mine >= this.properties.feedMaxFilesPerUser());
		}
		this.perUser.put(user, mine + 1);
		this.total++;
	}

	private synchronized void release(UUID user) {
		this.perUser.computeIfPresent(user, (id, count) -> (count > 1) ? count - 1 : null);
		this.total--;
	}

	/** Writes a feed. */
	@FunctionalInterface
	interface Renderer {

		void write(OutputStream out) throws IOException;

	}

	/**
	 * A rendered feed.
	 *
	 * @param body its bytes; close it (the response does) to delete the file and free the
	 * slot
	 * @param size its length in bytes
	 */
	record Rendered(InputStream body, long size) {

	}

	/** Frees the slot once, when closed. */
	private final class Released extends FilterInputStream {

		private final UUID user;

		private final AtomicBoolean closed = new AtomicBoolean();

		Released(InputStream in, UUID user) {
			super(in);
			this.user = user;
		}

		@Override
		public void close() throws IOException {
			if (this.closed.compareAndSet(false, true)) {
				try {
					super.close();
				}
				finally {
					release(this.user);
				}
			}
		}

	}

}
