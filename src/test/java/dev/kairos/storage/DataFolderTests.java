package dev.kairos.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
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
			assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(data.resolve("kairos.sock"))))
				.isEqualTo("rw-------");
			assertThat(data.resolve("kairos.lock.db")).doesNotExist();
		}
	}

	@Test
	void theServiceListensOnItsHttpPortAndNoOtherTcpPort() throws Exception {
		try (ServiceProcess service = ServiceProcess.start(this.directory)) {
			assertThat(listeningTcpPorts(service.process().pid())).containsExactly(service.port());
		}
	}

	/**
	 * The TCP ports a process listens on, from /proc (Linux): its sockets' inodes in
	 * LISTEN state.
	 */
	private static Set<Integer> listeningTcpPorts(long pid) throws IOException {
		Set<String> inodes = new HashSet<>();
		try (Stream<Path> descriptors = Files.list(Path.of("/proc", String.valueOf(pid), "fd"))) {
			for (Path descriptor : descriptors.toList()) {
				try {
					String target = Files.readSymbolicLink(descriptor).toString();
					if (target.startsWith("socket:[")) {
						inodes.add(target.substring("socket:[".length(), target.length() - 1));
					}
				}
				catch (IOException ex) {
					// closed meanwhile
				}
			}
		}
		Set<Integer> ports = new TreeSet<>();
		for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
			List<String> lines = Files.readAllLines(Path.of(table));
			for (String line : lines.subList(1, lines.size())) {
				String[] columns = line.trim().split("\\s+");
				// local_address is ADDRESS:PORT in hex; state 0A is LISTEN; column 9 is
				// the inode.
				if (columns[3].equals("0A") && inodes.contains(columns[9])) {
					ports.add(Integer.parseInt(columns[1].substring(columns[1].indexOf(':') + 1), 16));
				}
			}
		}
		return ports;
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
