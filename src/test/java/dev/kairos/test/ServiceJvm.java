package dev.kairos.test;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * The command line of the JVMs that {@link ServiceProcess} starts: the main code's class
 * path (the test classes left off), the client compiler only, and a class-data sharing
 * archive (AppCDS) of the classes the application loads while it starts, so each of the
 * suite's service processes maps them instead of loading and verifying them again.
 * <p>
 * Java 17 archives classes from jars only, so the main classes' folder is packed into a
 * jar first. The jar and the archive live in {@code target/service-jvm/<digest>}, named
 * by a digest of the class path and of the main classes' files: made once by the first
 * service process of a run (a start of the application that exits once it is up,
 * {@code spring.context.exit=onRefresh}), reused while nothing changes. Where the archive
 * cannot be made or no longer matches, the JVM starts without it (the same classes,
 * loaded from the jar); its warnings are silenced, as the tests read what the command
 * prints. {@code KAIROS_SERVICE_CDS=false} starts the JVMs as before, from the class path
 * as it is, without an archive (to compare).
 */
final class ServiceJvm {

	private static final String MAIN = "dev.kairos.KairosApplication";

	private static final List<String> OPTIONS = List.of("-Xmx512m", "-XX:TieredStopAtLevel=1");

	private static List<String> command;

	private ServiceJvm() {
	}

	/** java, its options and the class path, then the application's main class. */
	static synchronized List<String> command() {
		if (command == null) {
			command = prepare();
		}
		return command;
	}

	private static List<String> prepare() {
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		List<String> entries = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
			.filter((entry) -> !entry.endsWith("test-classes") && !entry.endsWith("test-classes/"))
			.toList();
		List<String> plain = new ArrayList<>(List.of(java));
		plain.addAll(OPTIONS);
		plain.addAll(List.of("-cp", String.join(File.pathSeparator, entries), MAIN));
		if ("false".equals(System.getenv("KAIROS_SERVICE_CDS"))) {
			return List.copyOf(plain);
		}
		try {
			Path folder = Path.of("target", "service-jvm", digest(entries));
			List<String> jars = new ArrayList<>();
			for (String entry : entries) {
				Path path = Path.of(entry);
				jars.add(Files.isDirectory(path) ? jar(path, folder).toString() : entry);
			}
			String classPath = String.join(File.pathSeparator, jars);
			Path archive = folder.resolve("kairos.jsa");
			if (!Files.exists(archive)) {
				train(java, classPath, archive);
			}
			List<String> shared = new ArrayList<>(List.of(java));
			shared.addAll(OPTIONS);
			if (Files.exists(archive)) {
				shared.addAll(List.of("-XX:SharedArchiveFile=" + archive.toAbsolutePath(), "-Xlog:cds*=off"));
			}
			shared.addAll(List.of("-cp", classPath, MAIN));
			return List.copyOf(shared);
		}
		catch (IOException | RuntimeException ex) {
			return List.copyOf(plain);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return List.copyOf(plain);
		}
	}

	/**
	 * The class path's entries and, for its folders, every file's name, size and time.
	 */
	private static String digest(List<String> entries) throws IOException {
		MessageDigest digest;
		try {
			digest = MessageDigest.getInstance("SHA-256");
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
		digest.update(System.getProperty("java.home").getBytes(StandardCharsets.UTF_8));
		for (String entry : entries) {
			digest.update(entry.getBytes(StandardCharsets.UTF_8));
			Path path = Path.of(entry);
			if (Files.isDirectory(path)) {
				for (Path file : files(path)) {
					digest.update((path.relativize(file) + " " + Files.size(file) + " "
							+ Files.getLastModifiedTime(file).toMillis() + "\n")
						.getBytes(StandardCharsets.UTF_8));
				}
			}
		}
		return HexFormat.of().formatHex(digest.digest(), 0, 8);
	}

	private static List<Path> files(Path folder) throws IOException {
		try (Stream<Path> walk = Files.walk(folder)) {
			return walk.filter(Files::isRegularFile).sorted().toList();
		}
	}

	/** The folder's files as a jar in {@code into}, made unless it is there. */
	private static Path jar(Path folder, Path into) throws IOException {
		Path jar = into.resolve(folder.getFileName() + ".jar").toAbsolutePath();
		if (Files.exists(jar)) {
			return jar;
		}
		Files.createDirectories(into);
		Path partial = Files.createTempFile(into, "classes", ".partial");
		// With an entry for every folder too: class path scanning (components, Flyway's
		// migrations) lists a jar's folders by their entries.
		List<Path> paths;
		try (Stream<Path> walk = Files.walk(folder)) {
			paths = walk.filter((path) -> !path.equals(folder)).sorted().toList();
		}
		try (OutputStream out = Files.newOutputStream(partial); JarOutputStream jarOut = new JarOutputStream(out)) {
			for (Path path : paths) {
				String name = folder.relativize(path).toString().replace(File.separatorChar, '/');
				if (Files.isDirectory(path)) {
					jarOut.putNextEntry(new JarEntry(name + "/"));
				}
				else {
					jarOut.putNextEntry(new JarEntry(name));
					Files.copy(path, jarOut);
				}
				jarOut.closeEntry();
			}
		}
		Files.move(partial, jar, StandardCopyOption.ATOMIC_MOVE);
		return jar;
	}

	/**
	 * Start the application once in a folder of its own until its context is refreshed,
	 * writing the classes it loaded into {@code archive}.
	 */
	private static void train(String java, String classPath, Path archive) throws IOException, InterruptedException {
		Path directory = Files.createTempDirectory("kairos-service-jvm");
		Path partial = archive.resolveSibling("kairos.jsa.partial").toAbsolutePath();
		Files.deleteIfExists(partial);
		List<String> training = new ArrayList<>(List.of(java));
		training.addAll(OPTIONS);
		training.addAll(List.of("-XX:ArchiveClassesAtExit=" + partial, "-Dspring.context.exit=onRefresh", "-cp",
				classPath, MAIN, "--server.port=0"));
		Process process = new ProcessBuilder(training).directory(directory.toFile())
			.redirectErrorStream(true)
			.redirectOutput(directory.resolve("training.log").toFile())
			.start();
		if (!process.waitFor(3, TimeUnit.MINUTES)) {
			process.destroyForcibly();
			process.waitFor();
			return;
		}
		if (process.exitValue() == 0 && Files.exists(partial)) {
			Files.move(partial, archive, StandardCopyOption.ATOMIC_MOVE);
			try (Stream<Path> walk = Files.walk(directory)) {
				for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
					Files.delete(path);
				}
			}
		}
	}

}
