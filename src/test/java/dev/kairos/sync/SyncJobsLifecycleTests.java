package dev.kairos.sync;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

import dev.kairos.test.Instances;
import dev.kairos.test.OwnDatabase;
import org.junit.jupiter.api.Test;

import org.springframework.context.ConfigurableApplicationContext;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * An instance that closes stops its background sync: the schedulers' threads end with it,
 * so a service embedded in another process, or restarted in place, leaves no thread
 * behind that polls a closed database. The instance runs on a database of its own and
 * starts in a thread group of its own: db-scheduler's thread factories take the group of
 * the thread that builds them, so every scheduler thread of the instance is in that
 * group, and a thread that another context of the suite starts meanwhile is not. The
 * reminders' scheduler is on here (the suite's settings turn it off), so that its threads
 * are checked too.
 */
class SyncJobsLifecycleTests {

	@Test
	void aClosedInstanceLeavesNoSchedulerThreadRunning() throws Exception {
		ThreadGroup group = new ThreadGroup("lifecycle-instance");
		ConfigurableApplicationContext instance = startIn(group, OwnDatabase.url("lifecycle"),
				"--kairos.sync.interval=15m", "--kairos.sync.poll-interval=100ms", "--kairos.reminders.enabled=true");
		Set<Thread> started;
		try {
			started = schedulerThreads(group);
			// The coordinator of each provider's scheduler at least.
			assertThat(started).hasSizeGreaterThanOrEqualTo(3);
		}
		finally {
			instance.close();
		}
		// Each scheduler waits up to 10 s for the jobs it runs; none runs here.
		await().atMost(Duration.ofSeconds(20))
			.untilAsserted(() -> assertThat(started).filteredOn(Thread::isAlive).extracting(Thread::getName).isEmpty());
		assertThat(schedulerThreads(group)).isEmpty();
	}

	/** An instance started by a thread of the group. */
	private static ConfigurableApplicationContext startIn(ThreadGroup group, String url, String... arguments)
			throws InterruptedException {
		AtomicReference<ConfigurableApplicationContext> instance = new AtomicReference<>();
		AtomicReference<RuntimeException> failure = new AtomicReference<>();
		Thread starter = new Thread(group, () -> {
			try {
				instance.set(Instances.start(url, arguments));
			}
			catch (RuntimeException ex) {
				failure.set(ex);
			}
		}, "lifecycle-starter");
		starter.start();
		starter.join();
		if (failure.get() != null) {
			throw failure.get();
		}
		return instance.get();
	}

	private static Set<Thread> schedulerThreads(ThreadGroup group) {
		return Thread.getAllStackTraces()
			.keySet()
			.stream()
			.filter((thread) -> thread.getName().startsWith("db-scheduler") && thread.getThreadGroup() == group)
			.collect(Collectors.toSet());
	}

}
