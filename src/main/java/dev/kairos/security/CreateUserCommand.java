package dev.kairos.security;

import java.io.PrintStream;
import java.util.List;
import java.util.regex.Pattern;

import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/**
 * {@code --create-user=alice@example.com}: create the user (or find it, when run again)
 * and issue a new API key, printed alone on standard output so a script can capture it.
 * Run without a web server; see {@link dev.kairos.KairosApplication#main}.
 */
@Component
class CreateUserCommand implements ApplicationRunner {

	/** The command-line option that selects this command. */
	static final String OPTION = "create-user";

	private static final Pattern EMAIL = Pattern.compile("[^@\\s]{1,64}@[^@\\s]{1,255}");

	private final Users users;

	private final ApiKeys apiKeys;

	private final PrintStream out;

	CreateUserCommand(Users users, ApiKeys apiKeys) {
		this.users = users;
		this.apiKeys = apiKeys;
		this.out = System.out;
	}

	@Override
	public void run(ApplicationArguments args) {
		List<String> values = args.getOptionValues(OPTION);
		if (values == null) {
			return;
		}
		if (values.size() != 1 || !EMAIL.matcher(values.get(0).strip()).matches()) {
			throw new IllegalArgumentException("Usage: --" + OPTION + "=<e-mail address>");
		}
		KairosUser user = this.users.local(values.get(0));
		IssuedApiKey key = this.apiKeys.issue(user, "command line");
		this.out.println(key.key());
		this.out.flush();
	}

}
