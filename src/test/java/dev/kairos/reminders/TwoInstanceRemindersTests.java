package dev.kairos.reminders;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.Instances;
import dev.kairos.test.OwnDatabase;
import jakarta.mail.internet.MimeMessage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.context.ConfigurableApplicationContext;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Two instances on one database, both running reminder delivery on db-scheduler (every
 * second; the users split over partitions that either instance runs, at most two at once
 * each), and then runs started on both at once: every reminder reaches the SMTP server
 * (GreenMail) exactly once, and both instances ran partitions. Their clocks are pinned at
 * a time when every reminder is due and no event has started.
 */
class TwoInstanceRemindersTests {

	private static final int USERS = 6;

	private static final int EVENTS_PER_USER = 5;

	private static final GreenMail SMTP = new GreenMail(ServerSetupTest.SMTP.dynamicPort());

	private static ConfigurableApplicationContext first;

	private static ConfigurableApplicationContext second;

	@BeforeAll
	static void startTwoInstances() throws Exception {
		SMTP.start();
		String url = OwnDatabase.url("reminders_two");
		String[] arguments = { "--kairos.sync.interval=0", "--kairos.clock.fixed=2031-03-04T09:55:00Z",
				"--kairos.reminders.enabled=true", "--kairos.reminders.poll-interval=1s",
				"--spring.mail.host=127.0.0.1", "--spring.mail.port=" + SMTP.getSmtp().getPort() };
		first = Instances.start(url, arguments);
		second = Instances.start(url, arguments);
	}

	@AfterAll
	static void stop() {
		Instances.stop(first, second);
		SMTP.stop();
	}

	@Test
	void everyReminderIsSentOnceAcrossBothInstances() throws Exception {
		Set<String> expected = new HashSet<>();
		for (int u = 0; u < USERS; u++) {
			String key = first.getBean(TestUsers.class).create().key();
			Api api = new Api(Instances.port((u % 2 == 0) ? first : second), key);
			for (int e = 0; e < EVENTS_PER_USER; e++) {
				String title = "User " + u + " event " + e;
				Response created = api.post("/api/events/create", json(
						"{'force':true,'title':'%s','start_time':'2031-03-04T10:0%d:00Z','end_time':'2031-03-04T10:30:00Z',"
							.formatted(title, e)
								+ "'reminders':{'use_default':false,'overrides':[{'method':'email','minutes_before':10},"
								+ "{'method':'email','minutes_before':20}]}}"));
				assertThat(created.status()).as(created.toString()).isEqualTo(201);
				expected.add(title + " 10");
				expected.add(title + " 20");
			}
		}
		// The background runs (db-scheduler's partitions, on both instances) send them
		// all.
		await().atMost(Duration.ofSeconds(60)).until(() -> SMTP.getReceivedMessages().length >= expected.size());
		// Both instances' schedulers run partitions: neither is only a standby.
		await().atMost(Duration.ofSeconds(60))
			.until(() -> !first.getBean(ReminderJobs.class).partitionsRun().isEmpty()
					&& !second.getBean(ReminderJobs.class).partitionsRun().isEmpty());
		// Runs on both instances at once (whole runs, and the partitions on either
		// instance), and the schedulers' next runs, send nothing twice.
		ExecutorService pool = Executors.newFixedThreadPool(6);
		try {
			List<Callable<Integer>> runs = new ArrayList<>();
			for (int i = 0; i < 4; i++) {
				ReminderService reminders = ((i % 2 == 0) ? first : second).getBean(ReminderService.class);
				runs.add(reminders::runDue);
			}
			for (int i = 0; i < 2; i++) {
				ReminderService reminders = ((i % 2 == 0) ? first : second).getBean(ReminderService.class);
				runs.add(() -> {
					int looked = 0;
					for (int partition = 0; partition < 8; partition++) {
						looked += reminders.runDue(partition, 8);
					}
					return looked;
				});
			}
			for (Future<Integer> run : pool.invokeAll(runs)) {
				run.get();
			}
		}
		finally {
			pool.shutdownNow();
		}
		List<String> received = new ArrayList<>();
		for (MimeMessage message : SMTP.getReceivedMessages()) {
			String body = com.icegreen.greenmail.util.GreenMailUtil.getBody(message);
			received.add(message.getSubject().replaceFirst("^Reminder: (.*), Tue.*$", "$1")
					+ (body.contains("20 minutes before") ? " 20" : " 10"));
		}
		assertThat(received).hasSize(expected.size()).doesNotHaveDuplicates();
		assertThat(new HashSet<>(received)).isEqualTo(expected);
	}

}
