// A small priority consumer with sarama: one consumer group over one topic per priority level, most
// important first. Every claimed partition feeds its level's queue; one worker serves the first
// level in priority order that has a message, marks it (committed by sarama's auto-commit after it
// was processed: at-least-once) and moves on.
//
// It is the worked example of Kafscope's README: `kafscope-cli harness priority --consumer-cmd`
// starts it with the bootstrap servers, a fresh group and the level topics, and judges it. With
// -report it prints one JSON line per processed message, {"topic","partition","offset"}, so the
// harness judges it exactly; without, from its group's commits alone.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"log"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/IBM/sarama"
)

// A message and the session it was claimed in (where it is marked).
type claimed struct {
	msg  *sarama.ConsumerMessage
	sess sarama.ConsumerGroupSession
}

type handler struct {
	levels map[string]int // topic -> level, 0 most important
	queues []chan claimed // one per level
}

func (h *handler) Setup(sarama.ConsumerGroupSession) error   { return nil }
func (h *handler) Cleanup(sarama.ConsumerGroupSession) error { return nil }

// ConsumeClaim runs once per claimed partition and hands its messages to the level's queue.
func (h *handler) ConsumeClaim(sess sarama.ConsumerGroupSession, claim sarama.ConsumerGroupClaim) error {
	q := h.queues[h.levels[claim.Topic()]]
	for {
		select {
		case m, ok := <-claim.Messages():
			if !ok {
				return nil
			}
			select {
			case q <- claimed{m, sess}:
			case <-sess.Context().Done():
				return nil
			}
		case <-sess.Context().Done():
			return nil
		}
	}
}

// next returns the message to serve: the first level in priority order that has one.
func (h *handler) next() (claimed, bool) {
	for _, q := range h.queues {
		select {
		case c := <-q:
			return c, true
		default:
		}
	}
	return claimed{}, false
}

func main() {
	brokers := flag.String("brokers", os.Getenv("KAFSCOPE_BOOTSTRAP"), "bootstrap servers")
	group := flag.String("group", os.Getenv("KAFSCOPE_GROUP"), "consumer group")
	topics := flag.String("topics", os.Getenv("KAFSCOPE_TOPICS"), "topics, most important first")
	work := flag.Duration("work", 2*time.Millisecond, "time to process one message")
	report := flag.Bool("report", false, "print one JSON line per processed message")
	flag.Parse()
	if *brokers == "" || *group == "" || *topics == "" {
		log.Fatal("needs -brokers, -group and -topics")
	}
	h := &handler{levels: map[string]int{}}
	list := strings.Split(*topics, ",")
	for i, t := range list {
		h.levels[t] = i
		h.queues = append(h.queues, make(chan claimed, 1))
	}

	cfg := sarama.NewConfig()
	cfg.Version = sarama.V3_6_0_0
	cfg.Consumer.Offsets.Initial = sarama.OffsetOldest
	cfg.Consumer.Offsets.AutoCommit.Interval = time.Second
	cg, err := sarama.NewConsumerGroup(strings.Split(*brokers, ","), *group, cfg)
	if err != nil {
		log.Fatalf("consumer group: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ctx.Err() == nil {
			if err := cg.Consume(ctx, list, h); err != nil {
				log.Printf("consume: %v", err)
				time.Sleep(time.Second)
			}
		}
	}()

	out := json.NewEncoder(os.Stdout)
	for ctx.Err() == nil {
		c, ok := h.next()
		if !ok {
			time.Sleep(time.Millisecond)
			continue
		}
		time.Sleep(*work) // the real work goes here
		if *report {
			out.Encode(map[string]any{"topic": c.msg.Topic, "partition": c.msg.Partition, "offset": c.msg.Offset})
		}
		c.sess.MarkMessage(c.msg, "") // processed: auto-commit may commit it now
	}
	<-done
	if err := cg.Close(); err != nil {
		log.Printf("close: %v", err)
	}
}
