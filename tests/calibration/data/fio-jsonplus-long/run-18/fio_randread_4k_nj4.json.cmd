command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:06:56Z
finished_utc: 2026-12-06T03:07:06Z
elapsed_s: 9.4
load_before:  03:06:56 up 16:00,  0 user,  load average: 6.71, 6.03, 5.63
busiest_before: rustc(59.4%) rustc(11.6%) cargo(4.7%) kworker/1:2-vir(1.3%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj4.json
