command: /work/scratch-bench/iozone-src/src/iozone -t 2 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:07:27Z
finished_utc: 2026-12-05T08:07:43Z
elapsed_s: 16.1
load_before:  08:07:27 up  3:21,  0 user,  load average: 5.54, 5.69, 4.99
busiest_before: rustc(81.8%) rustc(52.2%) rustc(48.3%) cargo(5.0%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t2.txt
