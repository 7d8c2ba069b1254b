package dev.kairos.shared;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Keep the first {@code limit} items of a stream in a given order while reading it, so
 * that however many items pass, at most {@code limit} are held at once (a sort followed
 * by a limit would hold them all).
 */
public final class Earliest {

	private Earliest() {
	}

	/**
	 * Return the first {@code limit} items of {@code items} in {@code order}, sorted.
	 * @param items the items, in any order; read once
	 * @param order the order
	 * @param limit how many to keep, at least 0
	 * @return at most {@code limit} items, first first
	 */
	public static <T> List<T> of(Iterator<T> items, Comparator<? super T> order, int limit) {
		if (limit <= 0) {
			return List.of();
		}
		// The kept items with the last of them on top, to be dropped when a smaller one
		// comes.
		PriorityQueue<T> kept = new PriorityQueue<>(Math.min(limit, 1024) + 1, order.reversed());
		while (items.hasNext()) {
			T item = items.next();
			if (kept.size() < limit) {
				kept.add(item);
			}
			else if (order.compare(item, kept.peek()) < 0) {
				kept.poll();
				kept.add(item);
			}
		}
		List<T> sorted = new ArrayList<>(kept);
		sorted.sort(order);
		return Collections.unmodifiableList(sorted);
	}

}
