package dev.kairos.ical;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

import dev.kairos.security.KairosUser;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.http.HttpHeaders;
import org.springframework.util.unit.DataSize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class FeedFilesTests {

	private static final IcalProperties PROPERTIES = new IcalProperties(DataSize.ofMegabytes(10), 20_000,
			Duration.ofHours(1), 30, Duration.ofMinutes(1), 16, 2, Duration.ofSeconds(60));

	private static final byte[] FEED = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".getBytes(StandardCharsets.UTF_8);

	@TempDir
	Path directory;

	@Test
	void keepsAtMostTheBoundOfFilesForStalledReadersAndRefusesTheRestAsBusy() throws IOException {
		FeedFiles files = new FeedFiles(PROPERTIES, this.directory);
		List<KairosUser> users = Stream.generate(() -> new KairosUser(UUID.randomUUID())).limit(20).toList();
		List<InputStream> stalled = new ArrayList<>();
		int busy = 0;
		// 40 readers, two per user, that never read what they asked for.
		for (int i = 0; i < 40; i++) {
			try {
				stalled.add(files.render(users.get(i / 2), (out) -> out.write(FEED)).body());
			}
			catch (FeedBusyException ex) {
				busy++;
				assertThat(ex.getStatusCode().value()).isEqualTo(503);
				assertThat(ex.getHeaders().getFirst(HttpHeaders.RETRY_AFTER)).isEqualTo("60");
				assertThat(ex.getBody().getType().toString()).isEqualTo("https://kairos.dev/problems/feed-busy");
			}
		}
		assertThat(stalled).hasSize(16);
		assertThat(busy).isEqualTo(24);
		// Each file is unlinked once opened for sending (DELETE_ON_CLOSE on Linux), so
		// its
		// space is held by the open descriptor, not seen in the folder.
		assertThat(held(this.directory)).isEqualTo(16);
		assertThat(files.open()).isEqualTo(16);

		for (InputStream body : stalled) {
			assertThat(body.readAllBytes()).isEqualTo(FEED);
			body.close();
			body.close();
		}
		assertThat(held(this.directory)).isZero();
		assertThat(filesIn(this.directory)).isZero();
		assertThat(files.open()).isZero();
	}

	@Test
	void keepsAtMostTwoFilesPerUserWhileOthersMayStillDownload() throws IOException {
		FeedFiles files = new FeedFiles(PROPERTIES, this.directory);
		KairosUser user = new KairosUser(UUID.randomUUID());
		InputStream first = files.render(user, (out) -> out.write(FEED)).body();
		files.render(user, (out) -> out.write(FEED));
		FeedBusyException refused = catchThrowableOfType(FeedBusyException.class,
				() -> files.render(user, (out) -> out.write(FEED)));
		assertThat(refused.getBody().getDetail()).startsWith("This feed is already being downloaded");
		files.render(new KairosUser(UUID.randomUUID()), (out) -> out.write(FEED));

		first.close();
		assertThat(files.render(user, (out) -> out.write(FEED)).size()).isEqualTo(FEED.length);
		// One slot was freed, and taken again: the user holds two once more.
		assertThat(catchThrowableOfType(FeedBusyException.class, () -> files.render(user, (out) -> out.write(FEED))))
			.isNotNull();
		assertThat(files.open()).isEqualTo(3);
	}

	@Test
	void freesTheSlotAndDeletesTheFileWhenRenderingFails() throws IOException {
		FeedFiles files = new FeedFiles(PROPERTIES, this.directory);
		KairosUser user = new KairosUser(UUID.randomUUID());
		for (int i = 0; i < 3; i++) {
			assertThatExceptionOfType(IOException.class).isThrownBy(() -> files.render(user, (out) -> {
				out.write(FEED);
				throw new IOException("database gone");
			}));
		}
		assertThat(filesIn(this.directory)).isZero();
		assertThat(files.open()).isZero();
	}

	/**
	 * Files of {@code directory} this process holds open, deleted or not (Linux's
	 * /proc/self/fd).
	 */
	private static long held(Path directory) throws IOException {
		Path descriptors = Path.of("/proc/self/fd");
		Assumptions.assumeTrue(Files.isDirectory(descriptors), "needs /proc");
		long held = 0;
		try (Stream<Path> listing = Files.list(descriptors)) {
			for (Path descriptor : listing.toList()) {
				try {
					if (Files.readSymbolicLink(descriptor).toString().startsWith(directory + "/kairos-feed")) {
						held++;
					}
				}
				catch (IOException ex) {
					// closed since it was listed
				}
			}
		}
		return held;
	}

	private static long filesIn(Path directory) throws IOException {
		try (Stream<Path> listing = Files.list(directory)) {
			return listing.count();
		}
	}

}
