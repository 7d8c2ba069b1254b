package dev.kairos.assistant;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import dev.kairos.assistant.planning.Conversation;
import dev.kairos.assistant.planning.Turn;

/**
 * Measure how long the rules engine takes to answer one message, with the calendar in
 * memory (no database, no HTTP): the latency the engine adds to a request. Every message
 * of the evaluation set is answered {@code rounds} times after a warm-up; the printed
 * percentiles are over all those answers, as wall-clock time and as the CPU time of the
 * measuring thread (which a busy machine does not inflate).
 */
public final class RulesEngineBench {

	/** The p99 the engine should stay under (issue 29). */
	private static final double GOAL_MS = 1.0;

	private RulesEngineBench() {
	}

	public static void main(String[] args) throws Exception {
		int rounds = (args.length > 0) ? Integer.parseInt(args[0]) : 200;
		List<Evaluation.Case> cases = Evaluation.all();
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		// Warm-up: let the JIT compile the recognizers (-Dbench.warmup=N rounds, 50 unless
		// said; 10 are enough for C2 over 15,000 messages and save minutes).
		int warmup = Integer.getInteger("bench.warmup", 50);
		for (int round = 0; round < warmup; round++) {
			for (Evaluation.Case c : cases) {
				Evaluation.answer(c, Evaluation.conversation(c.set()));
			}
		}
		List<Conversation> conversations = cases.stream().map((c) -> Evaluation.conversation(c.set())).toList();
		// A follow-up's earlier turn is answered once here, outside the measured time.
		List<List<Turn>> histories = new ArrayList<>();
		for (int i = 0; i < cases.size(); i++) {
			histories.add(Evaluation.history(cases.get(i), conversations.get(i)));
		}
		long[] wall = new long[rounds * cases.size()];
		long[] cpu = new long[wall.length];
		long[][] perCase = new long[cases.size()][rounds];
		int n = 0;
		for (int round = 0; round < rounds; round++) {
			for (int i = 0; i < cases.size(); i++) {
				long cpuStart = threads.getCurrentThreadCpuTime();
				long start = System.nanoTime();
				RulesEngine.answer(cases.get(i).message(), histories.get(i), conversations.get(i));
				long took = System.nanoTime() - start;
				cpu[n] = threads.getCurrentThreadCpuTime() - cpuStart;
				wall[n++] = took;
				perCase[i][round] = took;
			}
		}
		System.out.printf(
				"Rules engine latency per message: %d messages x %d rounds = %d answers after %d warm-up rounds, "
						+ "no database%n",
				cases.size(), rounds, wall.length, warmup);
		System.out.printf("  load average %.2f on %d processors%n",
				ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
				Runtime.getRuntime().availableProcessors());
		print("wall", wall);
		print("cpu ", cpu);
		System.out.printf("  p99 goal under %.0f ms: wall %s, cpu %s%n", GOAL_MS, verdict(wall), verdict(cpu));
		long[] medians = new long[cases.size()];
		List<Integer> order = new ArrayList<>();
		for (int i = 0; i < cases.size(); i++) {
			long[] times = perCase[i].clone();
			Arrays.sort(times);
			medians[i] = times[times.length / 2];
			order.add(i);
		}
		order.sort(Comparator.comparingLong((Integer i) -> medians[i]).reversed());
		// -Dbench.slowest=N lists N of them (5 unless said): the messages behind the p99.
		int slowest = Integer.getInteger("bench.slowest", 5);
		System.out.println("  slowest messages (median wall time):");
		for (int i : order.subList(0, Math.min(slowest, order.size()))) {
			System.out.printf("    %.3f ms  %s%n", medians[i] / 1e6, cases.get(i).message());
		}
	}

	private static void print(String what, long[] nanos) {
		long[] sorted = nanos.clone();
		Arrays.sort(sorted);
		System.out.printf("  %s  p50 %.3f ms   p90 %.3f ms   p99 %.3f ms   max %.3f ms%n", what, ms(sorted, 0.50),
				ms(sorted, 0.90), ms(sorted, 0.99), sorted[sorted.length - 1] / 1e6);
	}

	private static String verdict(long[] nanos) {
		long[] sorted = nanos.clone();
		Arrays.sort(sorted);
		return (ms(sorted, 0.99) < GOAL_MS) ? "met" : "NOT met";
	}

	private static double ms(long[] sorted, double quantile) {
		int index = (int) Math.ceil(quantile * sorted.length) - 1;
		return sorted[Math.max(0, index)] / 1e6;
	}

}
