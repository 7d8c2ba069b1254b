package dev.kairos.test;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A small tmpfs mounted for a full-disk test (root only). Where mounting is not permitted
 * the test is skipped with the reason, except where the machine was found able to mount
 * one ({@code KAIROS_DISK_TESTS_REQUIRED=true}: {@code .ci/run} sets it after mounting a
 * tmpfs itself): there it fails, so the full-disk tests cannot be skipped unnoticed where
 * they can run.
 */
public final class SmallDisk implements AutoCloseable {

	private final Path mountPoint;

	private SmallDisk(Path mountPoint) {
		this.mountPoint = mountPoint;
	}

	/**
	 * Mount a tmpfs at {@code mountPoint} (an empty directory) with {@code options}
	 * ({@code size=16m,mode=700}, ...).
	 */
	public static SmallDisk mount(Path mountPoint, String options) throws InterruptedException {
		String output;
		int exit;
		try {
			Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", options, "tmpfs", mountPoint.toString())
				.redirectErrorStream(true)
				.start();
			output = new String(mount.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
			exit = mount.waitFor(1, TimeUnit.MINUTES) ? mount.exitValue() : -1;
		}
		catch (IOException ex) {
			output = ex.toString();
			exit = -1;
		}
		if (exit != 0) {
			unavailable("mounting a tmpfs is not permitted here (needs root): " + output);
		}
		return new SmallDisk(mountPoint);
	}

	/**
	 * Skip the test for {@code reason}, or fail it where the full-disk tests must run
	 * ({@code KAIROS_DISK_TESTS_REQUIRED=true}).
	 */
	public static void unavailable(String reason) {
		if ("true".equals(System.getenv("KAIROS_DISK_TESTS_REQUIRED"))) {
			throw new AssertionError(reason + " (KAIROS_DISK_TESTS_REQUIRED=true: the full-disk tests must run)");
		}
		assumeTrue(false, reason);
	}

	/** Write to {@code file} until the disk is full. */
	public static void fill(Path file) throws IOException {
		byte[] block = new byte[64 * 1024];
		try (OutputStream out = Files.newOutputStream(file)) {
			while (true) {
				out.write(block);
			}
		}
		catch (IOException ex) {
			if (!String.valueOf(ex.getMessage()).contains("No space left")) {
				throw ex;
			}
		}
	}

	/**
	 * Unmount, lazily: a process that still holds a file there (a database server) does
	 * not keep the mount point busy.
	 */
	@Override
	public void close() throws IOException, InterruptedException {
		new ProcessBuilder("umount", "-l", this.mountPoint.toString()).inheritIO().start().waitFor(1, TimeUnit.MINUTES);
	}

}
