package dev.kairos.storage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import dev.kairos.test.ServiceProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The embedded database's folder and files are its owner's alone, on a fresh install and
 * on one made by an older version with the umask's permissions.
 */
class DataFolderTests {

	@TempDir
	Path directory;

	@Test
	void theDataFolderIsOwnerOnlyAndSoIsEveryFileInIt() throws Exception {
		Path data = this.directory.resolve("data");
		Files.createDirectories(data,
				PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
		Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rwxr-xr-x"));
		Path older = Files.writeString(data.resolve("older.txt"), "left by an older version");
		Files.setPosixFilePermissions(older, PosixFilePermissions.fromString("rw-r--r--"));

		try (ServiceProcess service = ServiceProcess.start(this.directory)) {
			assertThat(service.api(null).get("/actuator/health").status()).isEqualTo(200);
			assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(data))).isEqualTo("rwx------");
			List<Path> files;
			try (Stream<Path> listing = Files.list(data)) {
				files = listing.filter(Files::isRegularFile).toList();
			}
			assertThat(files).extracting((file) -> file.getFileName().toString())
				.contains("kairos.mv.db", "token-encryption.key", "older.txt");
			for (Path file : files) {
				assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).as(file.toString())
					.isEqualTo("rw-------");
			}
		}
	}

	@Test
	void findsTheFolderOfAnEmbeddedFileDatabaseOnly() {
		assertThat(DataFolder.of("jdbc:h2:file:./data/kairos;WRITE_DELAY=0").map(DataFolder::path))
			.contains(Path.of("data").toAbsolutePath());
		assertThat(DataFolder.of("jdbc:h2:/srv/kairos/db;LOCK_TIMEOUT=10000").map(DataFolder::path))
			.contains(Path.of("/srv/kairos"));
		assertThat(DataFolder.of("jdbc:h2:~/kairos").map(DataFolder::path))
			.contains(Path.of(System.getProperty("user.home")));
		assertThat(DataFolder.of("jdbc:h2:mem:kairos;DB_CLOSE_DELAY=-1")).isEmpty();
		assertThat(DataFolder.of("jdbc:h2:tcp://localhost/~/kairos")).isEmpty();
		assertThat(DataFolder.of("jdbc:postgresql://127.0.0.1:5432/kairos")).isEmpty();
		assertThat(DataFolder.of(null)).isEmpty();
	}

}
