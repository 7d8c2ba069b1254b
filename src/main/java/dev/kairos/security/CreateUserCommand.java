package dev.kairos.security;

import java.io.IOException;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

import dev.kairos.storage.DataFolder;
import dev.kairos.storage.DataFolderPermissions;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcClientAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.boot.transaction.autoconfigure.TransactionAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.NestedExceptionUtils;
import org.springframework.core.env.Environment;

/**
 * {@code --create-user=alice@example.com}: create the user (or find it, when run again)
 * and issue a new API key, printed alone on standard output so a script can capture it.
 * <p>
 * It never starts the web application. When a server runs on the same embedded database,
 * the command asks it over the owner-only socket in the data folder
 * ({@link CommandSocket}); otherwise it opens the database itself with the few beans it
 * needs (on PostgreSQL it always does: several processes share a server).
 */
public final class CreateUserCommand {

	/** The command-line option that selects this command. */
	public static final String OPTION = "create-user";

	static final String USAGE = "Usage: --" + OPTION
			+ "=<e-mail address>  (creates that user, or finds it, and prints a new API key)";

	private static final Pattern EMAIL = Pattern.compile("[^@\\s]{1,64}@[^@\\s]{1,255}");

	private CreateUserCommand() {
	}

	/** Whether the arguments ask for this command rather than the server. */
	public static boolean requested(String[] args) {
		return Arrays.stream(args).anyMatch((arg) -> arg.equals("--" + OPTION) || arg.startsWith("--" + OPTION + "="));
	}

	/** Whether this is an e-mail address the command accepts. */
	static boolean isEmail(String email) {
		return EMAIL.matcher(email.strip()).matches();
	}

	/**
	 * Run the command; returns the process's exit code: 0 with the key on {@code out}, 2
	 * with a usage line on {@code err}, 1 with what went wrong on {@code err}.
	 * @param args the command line
	 * @param sources further configuration the command needs from the application (its
	 * clock)
	 */
	public static int run(String[] args, PrintStream out, PrintStream err, Class<?>... sources) {
		List<String> values = Arrays.stream(args)
			.filter((arg) -> arg.equals("--" + OPTION) || arg.startsWith("--" + OPTION + "="))
			.map((arg) -> arg.substring(Math.min(arg.length(), OPTION.length() + 3)))
			.toList();
		if (values.size() != 1 || !isEmail(values.get(0))) {
			err.println(USAGE);
			return 2;
		}
		String email = values.get(0).strip();
		try {
			String key = throughServer(args, email);
			if (key == null) {
				key = directly(args, email, sources);
			}
			out.println(key);
			out.flush();
			return 0;
		}
		catch (CommandFailedException ex) {
			err.println("kairos: " + ex.getMessage());
			return 1;
		}
		catch (RuntimeException ex) {
			err.println("kairos: " + NestedExceptionUtils.getMostSpecificCause(ex).getMessage());
			return 1;
		}
	}

	/** The key from the server running on this data folder, or null when none runs. */
	private static @Nullable String throughServer(String[] args, String email) {
		Optional<DataFolder> folder;
		try (ConfigurableApplicationContext context = application(args, EnvironmentOnly.class).run(args)) {
			Environment environment = context.getEnvironment();
			folder = DataFolder.of(environment.getProperty("spring.datasource.url"));
		}
		if (folder.isEmpty() || !Files.exists(folder.get().socket())) {
			return null;
		}
		try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
			channel.connect(UnixDomainSocketAddress.of(folder.get().socket()));
			CommandSocket.Reply reply = CommandSocket.ask(channel, "create-user " + email);
			if (!reply.ok()) {
				throw new CommandFailedException(reply.text());
			}
			return reply.text();
		}
		catch (IOException ex) {
			// A socket left by a server that was killed: nobody answers, so open the
			// database.
			return null;
		}
	}

	private static String directly(String[] args, String email, Class<?>... sources) {
		Class<?>[] all = new Class<?>[sources.length + 1];
		all[0] = DatabaseOnly.class;
		System.arraycopy(sources, 0, all, 1, sources.length);
		try (ConfigurableApplicationContext context = application(args, all).run(args)) {
			return context.getBean(KeyIssuer.class).issue(email);
		}
	}

	private static SpringApplication application(String[] args, Class<?>... sources) {
		SpringApplication application = new SpringApplication(sources);
		application.setWebApplicationType(WebApplicationType.NONE);
		application.setBannerMode(Banner.Mode.OFF);
		application.setLogStartupInfo(false);
		application.setRegisterShutdownHook(false);
		// Standard output carries the key alone; logs go to standard error.
		application.setDefaultProperties(Map.of("kairos.log-target", "System.err", "logging.level.root", "warn"));
		return application;
	}

	/** Nothing but the configuration: where the database is. */
	@Configuration(proxyBeanMethods = false)
	static class EnvironmentOnly {

	}

	/** The database (migrated), and the two services that make a user and a key. */
	@Configuration(proxyBeanMethods = false)
	@ImportAutoConfiguration({ DataSourceAutoConfiguration.class, DataSourceTransactionManagerAutoConfiguration.class,
			TransactionAutoConfiguration.class, JdbcTemplateAutoConfiguration.class, JdbcClientAutoConfiguration.class,
			FlywayAutoConfiguration.class })
	@Import({ DataFolderPermissions.class, JdbcUserRepository.class, JdbcApiKeyRepository.class, Users.class,
			ApiKeys.class, KeyIssuer.class })
	static class DatabaseOnly {

	}

	/** A failure the command explains in one line. */
	static class CommandFailedException extends RuntimeException {

		CommandFailedException(String message) {
			super(message);
		}

	}

}
