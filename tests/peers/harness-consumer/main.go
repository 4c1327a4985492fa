// A sarama consumer-group consumer of several priority topics, written the way users write their own,
// for the priority harness to drive as an external consumer under test (--consumer-cmd). Modes:
//
//	strict        serve the most important topic that has a message, then mark it (at-least-once)
//	arrival       serve messages in the order they arrive, whatever their topic
//	commit-first  mark each message when it arrives (auto-commit commits it), process it later (loses buffered
//	              messages when killed)
//	no-commit     process, never mark or commit
//
// With -report, one JSON line per processed message goes to stdout: {"topic","partition","offset"}.
// With -exit-after D it exits with code 3 after D (a consumer dying on its own).
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/IBM/sarama"
)

type item struct {
	msg  *sarama.ConsumerMessage
	sess sarama.ConsumerGroupSession
}

type handler struct {
	mode   string
	levels map[string]int
	queues []chan item // one per level; arrival mode uses queues[0] only
}

func (h *handler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (h *handler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

func (h *handler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	q := h.queues[0]
	if h.mode != "arrival" {
		q = h.queues[h.levels[claim.Topic()]]
	}
	for {
		select {
		case m, ok := <-claim.Messages():
			if !ok {
				return nil
			}
			if h.mode == "commit-first" {
				sess.MarkMessage(m, "") // committed by the next auto-commit, processed or not
			}
			select {
			case q <- item{m, sess}:
			case <-sess.Context().Done():
				return nil
			}
		case <-sess.Context().Done():
			return nil
		}
	}
}

// next takes the message to serve: the first non-empty queue in priority order.
func (h *handler) next(ctx context.Context) (item, bool) {
	for {
		for _, q := range h.queues {
			select {
			case it := <-q:
				return it, true
			default:
			}
		}
		select {
		case <-ctx.Done():
			return item{}, false
		case <-time.After(time.Millisecond):
		}
	}
}

func main() {
	bootstrap := flag.String("bootstrap", os.Getenv("KAFSCOPE_BOOTSTRAP"), "bootstrap servers")
	group := flag.String("group", os.Getenv("KAFSCOPE_GROUP"), "consumer group")
	topics := flag.String("topics", os.Getenv("KAFSCOPE_TOPICS"), "topics, most important first, comma-separated")
	mode := flag.String("mode", "strict", "strict, arrival, commit-first or no-commit")
	rate := flag.Float64("rate", 500, "messages processed per second")
	report := flag.Bool("report", true, "print one JSON line per processed message")
	exitAfter := flag.Duration("exit-after", 0, "exit with code 3 this long after the start (0: never)")
	flag.Parse()
	if *exitAfter > 0 {
		time.AfterFunc(*exitAfter, func() {
			fmt.Fprintln(os.Stderr, "giving up: -exit-after reached")
			os.Exit(3)
		})
	}
	if *bootstrap == "" || *group == "" || *topics == "" {
		log.Fatal("needs -bootstrap, -group and -topics")
	}
	list := strings.Split(*topics, ",")
	h := &handler{mode: *mode, levels: map[string]int{}}
	for i, t := range list {
		h.levels[t] = i
		h.queues = append(h.queues, make(chan item, 100000))
	}
	cfg := sarama.NewConfig()
	cfg.Version = sarama.V3_6_0_0
	cfg.ClientID = "harness-peer-" + *mode
	cfg.Consumer.Offsets.Initial = sarama.OffsetOldest
	cfg.Consumer.Offsets.AutoCommit.Enable = *mode != "no-commit"
	cfg.Consumer.Offsets.AutoCommit.Interval = time.Second
	cfg.Consumer.Group.Session.Timeout = 6 * time.Second
	cfg.Consumer.Group.Heartbeat.Interval = time.Second
	cg, err := sarama.NewConsumerGroup(strings.Split(*bootstrap, ","), *group, cfg)
	if err != nil {
		log.Fatalf("consumer group: %v", err)
	}
	ctx, cancel := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer cancel()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for ctx.Err() == nil {
			if err := cg.Consume(ctx, list, h); err != nil {
				log.Printf("consume: %v", err)
				time.Sleep(time.Second)
			}
		}
	}()
	out := json.NewEncoder(os.Stdout)
	per := time.Duration(float64(time.Second) / *rate)
	for {
		it, ok := h.next(ctx)
		if !ok {
			break
		}
		time.Sleep(per)
		if *report {
			out.Encode(map[string]any{"topic": it.msg.Topic, "partition": it.msg.Partition, "offset": it.msg.Offset})
		}
		if *mode == "strict" || *mode == "arrival" {
			it.sess.MarkMessage(it.msg, "")
		}
	}
	wg.Wait()
	if err := cg.Close(); err != nil {
		fmt.Fprintf(os.Stderr, "close: %v\n", err)
	}
}
