package dev.kairos.sync;

import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
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
 * behind that polls a closed database. The instance runs on a database of its own, and
 * the suite's other contexts run no background sync ({@code kairos.sync.interval=0}), so
 * every scheduler thread that appears while it starts is its own.
 */
class SyncJobsLifecycleTests {

	@Test
	void aClosedInstanceLeavesNoSchedulerThreadRunning() throws Exception {
		Set<Thread> before = schedulerThreads();
		ConfigurableApplicationContext instance = Instances.start(OwnDatabase.url("lifecycle"),
				"--kairos.sync.interval=15m", "--kairos.sync.poll-interval=100ms");
		Set<Thread> started;
		try {
			started = schedulerThreads();
			started.removeAll(before);
			// The coordinator of each provider's scheduler at least.
			assertThat(started).hasSizeGreaterThanOrEqualTo(3);
		}
		finally {
			instance.close();
		}
		// Each scheduler waits up to 10 s for the jobs it runs; none runs here.
		await().atMost(Duration.ofSeconds(20))
			.untilAsserted(() -> assertThat(started).filteredOn(Thread::isAlive).extracting(Thread::getName).isEmpty());
	}

	private static Set<Thread> schedulerThreads() {
		return Thread.getAllStackTraces()
			.keySet()
			.stream()
			.filter((thread) -> thread.getName().startsWith("db-scheduler"))
			.collect(Collectors.toCollection(HashSet::new));
	}

}
