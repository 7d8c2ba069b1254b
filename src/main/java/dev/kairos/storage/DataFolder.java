package dev.kairos.storage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.jspecify.annotations.Nullable;

/**
 * The folder of an embedded H2 file database ({@code ./data} by default), readable by its
 * owner only: the folder 700, the files in it 600. Nothing in it is reachable by another
 * local user (feed tokens, API key hashes, the token encryption key).
 */
public final class DataFolder {

	private static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");

	private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

	private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

	private final Path path;

	private DataFolder(Path path) {
		this.path = path;
	}

	/**
	 * The data folder of a JDBC URL when it names an embedded H2 file database
	 * ({@code jdbc:h2:file:./data/kairos} or {@code jdbc:h2:./data/kairos}); empty for an
	 * in-memory or remote H2 database and for any other database.
	 */
	public static Optional<DataFolder> of(@Nullable String jdbcUrl) {
		if (jdbcUrl == null || !jdbcUrl.toLowerCase(Locale.ROOT).startsWith("jdbc:h2:")) {
			return Optional.empty();
		}
		String name = jdbcUrl.substring("jdbc:h2:".length());
		int settings = name.indexOf(';');
		if (settings >= 0) {
			name = name.substring(0, settings);
		}
		if (name.startsWith("file:")) {
			name = name.substring("file:".length());
		}
		else if (name.matches("(?i)(mem|tcp|ssl|zip|split|nio\\w*|async|memFS|memLZF|retry\\w*):.*")) {
			return Optional.empty();
		}
		if (name.startsWith("~")) {
			name = System.getProperty("user.home") + name.substring(1);
		}
		Path parent = Path.of(name).toAbsolutePath().normalize().getParent();
		return Optional.ofNullable(parent).map(DataFolder::new);
	}

	public Path path() {
		return this.path;
	}

	/** The Unix domain socket a running server answers local commands on. */
	public Path socket() {
		return this.path.resolve("kairos.sock");
	}

	/** Create the folder owner-only, or make an existing one so. */
	public void create() {
		try {
			if (!Files.isDirectory(this.path)) {
				if (POSIX) {
					Files.createDirectories(this.path, PosixFilePermissions.asFileAttribute(FOLDER));
				}
				else {
					Files.createDirectories(this.path);
				}
			}
			if (POSIX) {
				// createDirectories is subject to the umask, and an older install made it
				// 755.
				Files.setPosixFilePermissions(this.path, FOLDER);
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot prepare the data folder " + this.path, ex);
		}
	}

	/** Make every file in the folder readable and writable by its owner only. */
	public void restrictFiles() {
		if (!POSIX || !Files.isDirectory(this.path)) {
			return;
		}
		try (Stream<Path> files = Files.list(this.path)) {
			for (Path file : files.toList()) {
				if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
					Files.setPosixFilePermissions(file, FILE);
				}
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException("Cannot restrict the files in " + this.path, ex);
		}
	}

}
