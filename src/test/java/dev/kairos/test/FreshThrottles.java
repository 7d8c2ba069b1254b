package dev.kairos.test;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.springframework.context.ApplicationContext;
import org.springframework.core.Ordered;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.TestContext;
import org.springframework.test.context.TestExecutionListener;

/**
 * Every test starts with no wrong guesses counted. All of a test's requests come from
 * this machine's address, and the counts live in the database, which outlives a test
 * class (on PostgreSQL every class shares one schema): without this, the fuzz test's
 * requests for unknown booking pages or feed tokens would leave the loopback address
 * throttled for whichever class ran next. Registered for every Spring test in
 * {@code META-INF/spring.factories}; a test that checks throttling makes its own guesses
 * within the test.
 */
public class FreshThrottles implements TestExecutionListener, Ordered {

	@Override
	public void beforeTestMethod(TestContext testContext) {
		ApplicationContext context = testContext.getApplicationContext();
		// Only a context that migrated the database has the table.
		if (context.getBeanNamesForType(Flyway.class).length > 0) {
			JdbcClient.create(context.getBean(DataSource.class)).sql("delete from failed_guesses").update();
		}
	}

	@Override
	public int getOrder() {
		return Ordered.LOWEST_PRECEDENCE;
	}

}
